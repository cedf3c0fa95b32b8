import Combine
import Foundation
import Observation

/// Announces changes it does not store, so it stays an `ObservableObject`.
final class SessionRouter: ObservableObject {
    func refresh() {
        objectWillChange.send()
    }
}

/// What the result screen shows; migrated with the views that hold it.
@Observable
final class ResultContext {
    var message = ""
}
