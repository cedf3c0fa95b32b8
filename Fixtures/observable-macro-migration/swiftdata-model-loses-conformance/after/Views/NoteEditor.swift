import SwiftUI

struct NoteEditor: View {
    @Bindable var note: Note

    var body: some View {
        VStack {
            TextField("Title", text: $note.title)
            Toggle("Pinned", isOn: $note.pinned)
            Text(note.body)
        }
    }
}

struct DraftScreen: View {
    @State private var draft = Note(title: "", body: "")

    var body: some View {
        NoteEditor(note: draft)
            .environment(draft)
    }
}

struct DraftFooter: View {
    @Environment(Note.self) private var draft

    var body: some View {
        Text(draft.title)
    }
}
