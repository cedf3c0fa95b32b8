import SwiftUI

struct ArticlesView: View {
    @StateObject private var viewModel = ArticlesViewModel()

    var body: some View {
        Group {
            if viewModel.isLoading {
                ProgressView()
            } else if let error = viewModel.error {
                Text(error.localizedDescription)
            } else {
                List(viewModel.articles) { article in
                    Text(article.title)
                }
            }
        }
        .navigationTitle("Articles")
        .task {
            await viewModel.load()
        }
    }
}
