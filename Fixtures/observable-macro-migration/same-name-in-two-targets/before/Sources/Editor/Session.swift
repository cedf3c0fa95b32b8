import Combine
import SwiftUI

/// The editor's own session: it announces changes to the defaults by hand, which
/// '@Observable' does not offer.
final class Session: ObservableObject {
    var draft: String {
        UserDefaults.standard.string(forKey: "draft") ?? ""
    }

    func saveDraft(_ text: String) {
        objectWillChange.send()
        UserDefaults.standard.set(text, forKey: "draft")
    }
}

struct EditorView: View {
    @ObservedObject var session: Session

    var body: some View {
        Text(session.draft)
    }
}
