import Foundation

/// The state of a value loaded asynchronously: not started, in flight, loaded or failed.
enum Loadable<Value> {
    case notInitiated
    case loading
    case success(Value)
    case failure(Error)

    /// The loaded value, when the last load succeeded.
    var value: Value? {
        if case .success(let value) = self { return value }
        return nil
    }

    /// The error, when the last load failed.
    var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }

    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}
