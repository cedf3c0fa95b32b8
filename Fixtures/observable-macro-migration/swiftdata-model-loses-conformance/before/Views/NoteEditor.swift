import SwiftUI

struct NoteEditor: View {
    @ObservedObject var note: Note

    var body: some View {
        VStack {
            TextField("Title", text: $note.title)
            Toggle("Pinned", isOn: $note.pinned)
            Text(note.body)
        }
    }
}

struct DraftScreen: View {
    @StateObject private var draft = Note(title: "", body: "")

    var body: some View {
        NoteEditor(note: draft)
            .environmentObject(draft)
    }
}

struct DraftFooter: View {
    @EnvironmentObject var draft: Note

    var body: some View {
        Text(draft.title)
    }
}
