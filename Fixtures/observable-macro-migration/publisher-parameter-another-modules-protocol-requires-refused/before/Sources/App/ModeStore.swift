import Combine
import Recording

final class ModeStore: ObservableObject {
    @Published var mode: Mode = .off
}

final class ModeBadge: ModeSubscriber {
    private(set) var isActive = false
    private var subscription: AnyCancellable?

    func subscribe(to publisher: Published<Mode>.Publisher) {
        subscription = publisher.sink { [weak self] in self?.isActive = $0 != .off }
    }
}
