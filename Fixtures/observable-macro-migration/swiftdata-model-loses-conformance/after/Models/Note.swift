import Combine
import SwiftData

/// A stored note. SwiftData tracks its properties already; the conformance was added so views
/// could hold it in the property wrappers of `ObservableObject`.
@Model
final class Note {
    var title: String
    var body: String
    var pinned = false

    init(title: String, body: String) {
        self.title = title
        self.body = body
    }
}
