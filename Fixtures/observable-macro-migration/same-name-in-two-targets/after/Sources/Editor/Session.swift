import Combine
import SwiftUI

/// The editor's own session: it announces changes to the defaults by hand, which
/// '@Observable' does not offer.
final class Session: ObservableObject {
    var draft: String {
        get { UserDefaults.standard.string(forKey: "draft") ?? "" }
        set {
            objectWillChange.send()
            UserDefaults.standard.set(newValue, forKey: "draft")
        }
    }
}

struct EditorView: View {
    @ObservedObject var session: Session

    var body: some View {
        Text(session.draft)
    }
}
