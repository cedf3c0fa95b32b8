import Combine

/// Never names the store: it reads its publisher through what the container injects.
final class Coordinator {
    private let store = resolve(\ServiceContainer.contentStore)
    @LazyInjected(\ServiceContainer.contentStore) private var lazyStore
    private var cancellables = Set<AnyCancellable>()
}

extension Coordinator {
    func start() {
        store.statePublisher.sink { print($0) }.store(in: &cancellables)
        lazyStore.statePublisher.sink { print($0) }.store(in: &cancellables)
    }
}
