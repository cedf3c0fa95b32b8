import SwiftUI

final class ArticleRowViewModel: ObservableObject {
    let article: Article
    @Published var isExpanded = false

    init(article: Article) {
        self.article = article
    }
}

struct ArticleRow: View {
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
