import SwiftUI

final class SearchResultsViewModel: ObservableObject {
    let query: String
    private let pageSize: Int
    private let sortAscending: Bool
    @Published private(set) var results: [String] = []

    init(query: String, pageSize: Int = 20, sortAscending: Bool = true) {
        self.query = query
        self.pageSize = pageSize
        self.sortAscending = sortAscending
    }

    func search() {
        let matches = (1...pageSize).map { "\(query) \($0)" }
        results = sortAscending ? matches : matches.reversed()
    }
}
