import SwiftUI

final class ArticleRowViewModel: ObservableObject {
    let article: Article
    let bookmarks: BookmarkStore
    @Published var isExpanded = false

    init(article: Article, bookmarks: BookmarkStore) {
        self.article = article
        self.bookmarks = bookmarks
    }
}

struct ArticleRowView: View {
    @ObservedObject var viewModel: ArticleRowViewModel

    var body: some View {
        VStack(alignment: .leading) {
            Text(viewModel.article.title)
            if viewModel.isExpanded {
                Text(viewModel.article.summary)
            }
        }
        .onTapGesture { viewModel.isExpanded.toggle() }
    }
}
