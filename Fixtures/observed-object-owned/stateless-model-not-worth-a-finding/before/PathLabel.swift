import Observation
import SwiftUI

/// Actions only: a new one per view loses nothing.
@Observable
final class PathActions {
    func copy(_ path: String) async {
        print("copied \(path)")
    }
}

/// Keeps what the user typed: a new one per view loses it.
@Observable
final class RenameDraft {
    var name = ""
}

struct PathLabel: View {
    private var actions = PathActions()
    private var draft = RenameDraft()
    let path: String

    var body: some View {
        Button(path + draft.name) {
            Task { await actions.copy(path) }
        }
    }
}
