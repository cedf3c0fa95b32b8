import Combine
import Foundation

/// Announces changes it does not store, so it stays an `ObservableObject`.
final class SessionRouter: ObservableObject {
    func refresh() {
        objectWillChange.send()
    }
}

/// What the result screen shows; migrated with the views that hold it.
final class ResultContext: ObservableObject {
    @Published var message = ""
}
