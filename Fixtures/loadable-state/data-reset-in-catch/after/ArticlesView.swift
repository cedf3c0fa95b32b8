import SwiftUI

struct ArticlesView: View {
    @StateObject private var viewModel = ArticlesViewModel()

    var body: some View {
        Group {
            if viewModel.articles.isLoading {
                ProgressView()
            } else if let error = viewModel.articles.error {
                Text(error.localizedDescription)
            } else {
                List(viewModel.articles.value ?? []) { article in
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
