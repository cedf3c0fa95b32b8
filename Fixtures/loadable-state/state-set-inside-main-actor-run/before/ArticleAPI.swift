struct Article: Identifiable {
    let id: Int
    let title: String
}

struct ArticleAPI {
    func latest() async throws -> [Article] {
        []
    }

    func comments(for articleID: Int) async throws -> [String] {
        []
    }
}
