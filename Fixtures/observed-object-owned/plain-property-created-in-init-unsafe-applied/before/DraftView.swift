import Observation
import SwiftUI

@Observable
final class DraftModel {
    var text = ""

    init(noteID: String) {}
}

/// An `@Observable` model, kept in `@State` once the fix is applied.
struct DraftView: View {
    private let draft: DraftModel

    init(noteID: String) {
        draft = DraftModel(noteID: noteID)
    }

    var body: some View {
        Text(draft.text)
    }
}
