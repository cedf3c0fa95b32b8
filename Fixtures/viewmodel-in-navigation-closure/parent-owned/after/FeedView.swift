import SwiftUI

struct Article: Identifiable {
    let id: Int
    var headline: String
}

struct FeedView: View {
    let articles: [Article]
    @State private var openedArticle: Article?

    var body: some View {
        List(articles) { article in
            Button(article.headline) {
                openedArticle = article
            }
        }
        .sheet(item: $openedArticle) { article in
            ArticleView(viewModel: ArticleViewModel(articleID: article.id))
        }
    }
}
