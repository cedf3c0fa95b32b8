import SwiftUI

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var articles: [Article] = []

    func load() async {
        articles = (1...50).map { Article(id: $0, title: "Article \($0)", summary: "") }
    }
}
