import Combine
import Foundation

enum SortOrder {
    case newest, oldest

    static let standard = SortOrder.newest
}

final class FeedModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var items: [String] = [] {
        didSet { print("items: \(items.count)") }
    }
    @Published var isRefreshing: Bool = false // shown as a spinner
    @Published var sortOrder = SortOrder.standard
    @Published var unread: Int!
    @Published var countsByAuthor = [String: Int]()
    @Published var tags = ["swift", "ui"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .removeDuplicates()
            .sink { [weak self] text in self?.items = [text] }
            .store(in: &cancellables)
        self.$isRefreshing
            .sink { print("refreshing: \($0)") }
            .store(in: &cancellables)
        $sortOrder
            .sink { print("sorted: \($0)") }
            .store(in: &cancellables)
    }
}
