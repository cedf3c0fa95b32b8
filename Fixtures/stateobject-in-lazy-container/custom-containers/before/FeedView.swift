import SwiftUI

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()
    @State private var isRefreshing = false

    var body: some View {
        RefreshableList(isRefreshing: $isRefreshing) {
            ForEach(viewModel.articles) { article in
                ArticleRow(viewModel: ArticleRowViewModel(article: article))
            }
        }
        .task { await viewModel.load() }
    }
}
