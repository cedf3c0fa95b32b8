import Combine
import SwiftUI

/// The editor's own session: it announces changes by hand, which '@Observable' does not offer.
final class Session: ObservableObject {
    var draft = "" {
        willSet { objectWillChange.send() }
    }
}

struct EditorView: View {
    @ObservedObject var session: Session

    var body: some View {
        Text(session.draft)
    }
}
