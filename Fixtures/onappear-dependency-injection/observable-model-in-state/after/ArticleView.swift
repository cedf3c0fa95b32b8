import SwiftUI

struct ArticleView: View {
    let articleID: Int
    let store: ArticleStore
    @State private var viewModel: ArticleViewModel

    init(articleID: Int, store: ArticleStore) {
        self.articleID = articleID
        self.store = store
        _viewModel = State(wrappedValue: ArticleViewModel(articleID: articleID, store: store))
    }

    var body: some View {
        VStack {
            Text(viewModel.title)
            Toggle("Bookmarked", isOn: $viewModel.isBookmarked)
        }
        .task {
            await viewModel.load()
        }
    }
}
