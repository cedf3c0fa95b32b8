import SwiftUI

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(self.viewModel.articles) { article in
                    ArticleRow(viewModel: viewModel.articleRowViewModel(for: article))
                }
            }
        }
        .task { await viewModel.load() }
    }
}
