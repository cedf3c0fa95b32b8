import Combine

/// Logs every change of any model.
func trackChanges<Model: ObservableObject>(of model: Model) -> AnyCancellable {
    model.objectWillChange.sink { _ in print("changed") }
}

extension ObservableObject {
    /// The type name, for logs.
    var analyticsName: String { String(describing: type(of: self)) }
}
