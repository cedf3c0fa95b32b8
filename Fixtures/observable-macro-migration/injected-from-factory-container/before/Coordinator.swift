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
        store.$state.sink { print($0) }.store(in: &cancellables)
        servicesStore.$state.sink { print($0) }.store(in: &cancellables)
        injectedStore.$state.sink { print($0) }.store(in: &cancellables)
        lazyStore.$state.sink { print($0) }.store(in: &cancellables)
        Container.shared.contentStore().$state.sink { print($0) }.store(in: &cancellables)
    }
}
