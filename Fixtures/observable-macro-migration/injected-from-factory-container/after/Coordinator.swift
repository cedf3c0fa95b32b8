import Combine
import Factory

/// Never names the store: it reads its publisher through what the containers inject.
final class Coordinator {
    private let store = resolve(\.contentStore)
    private let servicesStore = resolve(\Services.contentStore)
    @Injected(\.contentStore) private var injectedStore
    @LazyInjected(\Services.contentStore) private var lazyStore
    private var cancellables = Set<AnyCancellable>()
}

extension Coordinator {
    func start() {
        store.statePublisher.sink { print($0) }.store(in: &cancellables)
        servicesStore.statePublisher.sink { print($0) }.store(in: &cancellables)
        injectedStore.statePublisher.sink { print($0) }.store(in: &cancellables)
        lazyStore.statePublisher.sink { print($0) }.store(in: &cancellables)
        Container.shared.contentStore().statePublisher.sink { print($0) }.store(in: &cancellables)
    }
}
