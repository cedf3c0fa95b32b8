import Foundation

struct Article: Identifiable, Hashable, Codable {
    typealias ID = String

    let id: ID
    var title: String
    var summary: String
    var body: String
    var author: Author
    var publishedAt: Date
    var readingMinutes: Int
    var thumbnailURL: URL?
    var tags: [String]

    var isLongRead: Bool {
        readingMinutes >= 15
    }
}

struct Author: Identifiable, Hashable, Codable {
    typealias ID = String

    let id: ID
    var name: String
    var bio: String
    var avatarURL: URL?
}

struct ArticleNote: Identifiable, Hashable, Codable {
    let id: UUID
    let articleID: Article.ID
    var text: String
    var createdAt: Date

    init(articleID: Article.ID, text: String, createdAt: Date = Date()) {
        self.id = UUID()
        self.articleID = articleID
        self.text = text
        self.createdAt = createdAt
    }
}

extension Article {
    static let sample = Article(
        id: "welcome",
        title: "Welcome to Reader",
        summary: "A short tour of the app.",
        body: "Reader collects long-form articles from the authors you follow.",
        author: Author(id: "team", name: "The Reader Team", bio: "We build Reader.", avatarURL: nil),
        publishedAt: Date(timeIntervalSince1970: 1_700_000_000),
        readingMinutes: 4,
        thumbnailURL: nil,
        tags: ["meta"]
    )
}
