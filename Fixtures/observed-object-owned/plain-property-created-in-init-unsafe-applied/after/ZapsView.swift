import SwiftUI

struct ZapsView: View {
    @StateObject var model: ZapsModel

    init(noteID: String) {
        self._model = StateObject(wrappedValue: ZapsModel(noteID: noteID))
    }

    var body: some View {
        Text("\(model.total) sats")
            .onAppear { model.subscribe() }
    }
}

/// Builds the model from a stored property `init` set just before from its parameter, which
/// the closure that builds it reads instead.
struct TotalsView: View {
    let noteID: String
    @StateObject var model: ZapsModel

    init(noteID: String) {
        self.noteID = noteID
        self._model = StateObject(wrappedValue: ZapsModel(noteID: noteID))
    }

    var body: some View {
        Text("\(model.total)")
    }
}

struct Note {
    let id: String
}

/// Builds the model from a stored property `init` computed just before, which the escaping
/// autoclosure of `StateObject(wrappedValue:)` cannot capture.
struct SummaryView: View {
    let noteID: String
    let model: ZapsModel

    init(note: Note) {
        self.noteID = note.id
        self.model = ZapsModel(noteID: noteID)
    }

    var body: some View {
        Text("\(model.total) for \(noteID)")
    }
}
