import SwiftUI

struct ArticlesView: View {
    @StateObject private var viewModel = ArticlesViewModel()
    @StateObject private var comments = CommentsViewModel()

    var body: some View {
        List {
            if viewModel.articles.isLoading {
                ProgressView()
            } else if let error = viewModel.articles.error {
                Text(error.localizedDescription)
            }
            ForEach(viewModel.articles.value ?? []) { article in
                Text(article.title)
            }
            if comments.isLoading {
                ProgressView()
            } else if let error = comments.error {
                Text(error.localizedDescription)
            }
            ForEach(comments.comments, id: \.self) { comment in
                Text(comment)
            }
        }
        .task { await viewModel.load() }
        .task { await comments.load(articleID: 1) }
    }
}
