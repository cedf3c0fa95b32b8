import Combine

/// Takes the store's publishers by their '@Published' type, and only subscribes to them.
final class ModeBadge {
    private(set) var isActive = false
    private(set) var count = 0
    private var subscriptions = Set<AnyCancellable>()

    init(source publisher: Published<Mode>.Publisher) {
        subscribe(to: publisher)
    }

    func subscribe(to publisher: Published<Mode>.Publisher) {
        publisher
            .map { $0 != .off }
            .sink { [weak self] in self?.isActive = $0 }
            .store(in: &subscriptions)
    }

    func count(_ recordings: Published<[String]>.Publisher) {
        Publishers.Merge(recordings, recordings.dropFirst())
            .sink { [weak self] in self?.count = $0.count }
            .store(in: &subscriptions)
    }
}
