import SwiftUI

struct ArticlesWidgetView: View {
    @ObservedObject var viewModel: ArticlesViewModel

    var body: some View {
        if viewModel.isLoading {
            ProgressView()
        } else if viewModel.error != nil {
            Text("Unavailable")
        } else {
            Text("\(viewModel.articles.count) articles")
        }
    }
}
