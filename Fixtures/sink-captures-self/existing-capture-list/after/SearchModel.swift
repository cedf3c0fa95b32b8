import Combine
import Foundation

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var summary = ""

    private let formatter = NumberFormatter()
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .sink { [weak self] query in
                self?.results = [query]
            }
            .store(in: &cancellables)

        $results
            .sink { [unowned self] results in
                self.summary = "\(results.count) results"
            }
            .store(in: &cancellables)

        $results
            .map(\.count)
            .sink { [formatter, weak self] count in
                guard let self else { return }
                self.summary = formatter.string(from: NSNumber(value: count)) ?? ""
            }
            .store(in: &cancellables)

        $query
            .sink { [weak self] query in
                guard let self else { return }
                summary = query.isEmpty ? "" : "Searching…"
            }
            .store(in: &cancellables)
    }
}
