import Foundation

enum FeedError: Error {
    case offline
}

enum Loadable<T> {
    case notInitiated
    case loading
    case success(T)
    case failure(FeedError)

    var value: T? {
        switch self {
        case .success(let value):
            return value
        default:
            return nil
        }
    }

    var error: FeedError? {
        switch self {
        case .failure(let error):
            return error
        default:
            return nil
        }
    }

    var isLoading: Bool {
        switch self {
        case .loading:
            return true
        default:
            return false
        }
    }
}
