/// What a load has produced so far.
enum Loadable<Value> {
    case notInitiated
    case loading
    case success(Value)
    case failure(Error)

    var value: Value? {
        if case .success(let value) = self { return value }
        return nil
    }

    var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }

    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}
