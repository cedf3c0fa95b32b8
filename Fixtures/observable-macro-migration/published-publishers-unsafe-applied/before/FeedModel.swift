import Combine
import Foundation

final class FeedModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var items: [String] = [] {
        didSet { print("items: \(items.count)") }
    }
    @Published var isRefreshing: Bool = false // shown as a spinner
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .removeDuplicates()
            .sink { [weak self] text in self?.items = [text] }
            .store(in: &cancellables)
        self.$isRefreshing
            .sink { print("refreshing: \($0)") }
            .store(in: &cancellables)
    }
}
