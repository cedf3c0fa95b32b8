import Foundation

protocol ArticlesAPI {
    func fetchArticles() async throws -> [Article]
    func fetchArticle(id: Article.ID) async throws -> Article
    func fetchAuthor(id: Author.ID) async throws -> Author
    func fetchArticles(by authorID: Author.ID) async throws -> [Article]
    func saveNote(_ text: String, for articleID: Article.ID) async throws
}

final class LiveArticlesAPI: ArticlesAPI {
    private let baseURL: URL
    private let client: HTTPClient
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    init(baseURL: URL = URL(string: "https://api.reader.example.com/v1")!, client: HTTPClient = URLSessionHTTPClient()) {
        self.baseURL = baseURL
        self.client = client
    }

    func fetchArticles() async throws -> [Article] {
        let data = try await client.data(from: baseURL.appendingPathComponent("articles"))
        return try decoder.decode([Article].self, from: data)
    }

    func fetchArticle(id: Article.ID) async throws -> Article {
        let data = try await client.data(from: baseURL.appendingPathComponent("articles/\(id)"))
        return try decoder.decode(Article.self, from: data)
    }

    func fetchAuthor(id: Author.ID) async throws -> Author {
        let data = try await client.data(from: baseURL.appendingPathComponent("authors/\(id)"))
        return try decoder.decode(Author.self, from: data)
    }

    func fetchArticles(by authorID: Author.ID) async throws -> [Article] {
        let data = try await client.data(from: baseURL.appendingPathComponent("authors/\(authorID)/articles"))
        return try decoder.decode([Article].self, from: data)
    }

    func saveNote(_ text: String, for articleID: Article.ID) async throws {
        let body = try JSONEncoder().encode(["text": text])
        try await client.send(body, to: baseURL.appendingPathComponent("articles/\(articleID)/notes"))
    }
}

/// Canned data for previews and UI tests.
struct PreviewArticlesAPI: ArticlesAPI {
    var articles: [Article] = [.sample]

    func fetchArticles() async throws -> [Article] {
        articles
    }

    func fetchArticle(id: Article.ID) async throws -> Article {
        articles.first { $0.id == id } ?? .sample
    }

    func fetchAuthor(id: Author.ID) async throws -> Author {
        Article.sample.author
    }

    func fetchArticles(by authorID: Author.ID) async throws -> [Article] {
        articles.filter { $0.author.id == authorID }
    }

    func saveNote(_ text: String, for articleID: Article.ID) async throws {}
}
