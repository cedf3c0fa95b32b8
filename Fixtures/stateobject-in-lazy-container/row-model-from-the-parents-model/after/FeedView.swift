import SwiftUI

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(viewModel.articles) { article in
                    // The row's model shares the feed's bookmarks.
                    ArticleRowView(viewModel: viewModel.articleRowViewModel(for: article))
                }
            }
        }
    }
}
