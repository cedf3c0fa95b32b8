import Observation
import SwiftUI

@Observable
final class DraftModel {
    var text = ""

    init(noteID: String) {}
}

/// An `@Observable` model, kept in `@State` once the fix is applied.
struct DraftView: View {
    @State private var draft: DraftModel

    init(noteID: String) {
        _draft = State(wrappedValue: DraftModel(noteID: noteID))
    }

    var body: some View {
        Text(draft.text)
    }
}
