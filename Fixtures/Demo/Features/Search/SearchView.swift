import SwiftUI

/// Filters the library's articles as the reader types; results arrive from a background search.
final class ArticleSearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [Article] = []

    func search(in articles: [Article]) async {
        let query = query.lowercased()
        results = articles.filter { $0.title.lowercased().contains(query) }
    }
}

struct SearchView: View {
    let articles: [Article]
    @StateObject private var search = ArticleSearchViewModel()

    var body: some View {
        List(search.results) { article in
            Text(article.title)
        }
        .searchable(text: $search.query)
        .task(id: search.query) {
            await search.search(in: articles)
        }
    }
}
