import Combine
import Foundation
import Observation

@Observable
final class AppModel {
    let settings = AppSettings()
    let library: LibraryStore
    let history = HistoryStore()
    var selection: String?
    var progress = 0.0
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    init(library: LibraryStore) {
        self.library = library
        // Views read the settings through the model.
    }

    func attach(_ store: AnyObject) {
    }

    /// The condition calls a method, so the `if` stays.
    func attachFirst(of stores: [AnyObject]) {
        if let first = stores.first(where: { $0 is HistoryStore }) as? HistoryStore {
        }
    }

    func follow(_ downloads: AnyPublisher<Double, Never>) {
        downloads.sink { [weak self] value in
            self?.progress = value
        }
        .store(in: &cancellables)
    }
}
