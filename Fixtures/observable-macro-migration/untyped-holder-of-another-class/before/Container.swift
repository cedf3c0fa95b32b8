/// Hands out shared objects by key path, as dependency containers do: a holder filled from
/// it never writes the type it holds.
final class Container {
    static let shared = Container()
    let router = Router()
}

func resolve<Value>(_ keyPath: KeyPath<Container, Value>) -> Value {
    Container.shared[keyPath: keyPath]
}
