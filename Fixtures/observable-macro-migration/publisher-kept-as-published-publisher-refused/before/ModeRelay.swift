import Combine

/// Keeps the publisher it is given, so its parameter's type is also a property's.
final class ModeRelay {
    private let source: Published<Mode>.Publisher

    init(source publisher: Published<Mode>.Publisher) {
        source = publisher
    }

    func start() -> AnyCancellable {
        source.sink { print($0) }
    }
}
