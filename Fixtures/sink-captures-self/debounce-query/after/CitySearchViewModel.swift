import Combine
import Foundation

final class CitySearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var cities: [String] = []

    private let allCities = ["Berlin", "Bern", "Lisbon", "London"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { [weak self] query in
                self?.search(query)
            }
            .store(in: &cancellables)
    }

    private func search(_ query: String) {
        cities = allCities.filter { $0.hasPrefix(query) }
    }
}
