import Combine

/// Forwards a value whose type is not written.
final class QueueModel: ObservableObject {
    let source = [makePlayer()].first!
    @Published var count = 0
    private var forwarding: AnyCancellable?

    init() {
        forwarding = source.objectWillChange.sink { [weak self] _ in
            self?.objectWillChange.send()
        }
    }
}
