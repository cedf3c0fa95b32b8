import Combine
import Foundation

final class AppModel: ObservableObject {
    let settings = AppSettings()
    let library: LibraryStore
    let history = HistoryStore()
    @Published var selection: String?
    @Published var progress = 0.0
    private var cancellables = Set<AnyCancellable>()
    private var libraryForwarding: AnyCancellable?
    private var observers: [AnyCancellable] = []

    init(library: LibraryStore) {
        self.library = library
        // Views read the settings through the model.
        settings.objectWillChange
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in
                self?.objectWillChange.send()
            }
            .store(in: &cancellables)

        libraryForwarding = library.objectWillChange.sink { [weak self] in
            guard let self else { return }
            self.objectWillChange.send()
        }

        observers.append(history.objectWillChange.sink(receiveValue: { [weak self] _ in
            DispatchQueue.main.async {
                self?.objectWillChange.send()
            }
        }))
    }

    func attach(_ store: AnyObject) {
        if let recent = store as? HistoryStore {
            recent.objectWillChange.sink { [weak self] _ in
                self?.objectWillChange.send()
            }
            .store(in: &cancellables)
        }
    }

    /// The condition calls a method, so the `if` stays.
    func attachFirst(of stores: [AnyObject]) {
        if let first = stores.first(where: { $0 is HistoryStore }) as? HistoryStore {
            first.objectWillChange.sink { [weak self] _ in
                self?.objectWillChange.send()
            }
            .store(in: &cancellables)
        }
    }

    func follow(_ downloads: AnyPublisher<Double, Never>) {
        downloads.sink { [weak self] value in
            self?.progress = value
        }
        .store(in: &cancellables)
    }
}
