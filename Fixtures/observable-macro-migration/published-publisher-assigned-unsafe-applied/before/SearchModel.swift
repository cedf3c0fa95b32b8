import Combine
import Foundation

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published var count = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .removeDuplicates()
            .sink { [weak self] text in self?.results = [text] }
            .store(in: &cancellables)
        $results.map(\.count).assign(to: &$count)
    }
}
