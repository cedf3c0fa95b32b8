import SwiftUI

struct ArticleView: View {
    let articleID: Int
    let store: ArticleStore
    @State private var viewModel = ArticleViewModel()

    var body: some View {
        VStack {
            Text(viewModel.title)
            Toggle("Bookmarked", isOn: $viewModel.isBookmarked)
        }
        .task {
            viewModel.articleID = articleID
            viewModel.store = store
            await viewModel.load()
        }
    }
}
