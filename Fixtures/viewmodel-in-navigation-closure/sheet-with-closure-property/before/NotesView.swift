import SwiftUI

struct Note: Identifiable {
    let id: Int
    var title: String
    var text: String
}

struct NotesView: View {
    @State private var notes: [Note] = []
    @State private var editingNote: Note?

    var body: some View {
        List(notes) { note in
            Button(note.title) {
                editingNote = note
            }
        }
        .sheet(item: $editingNote) { note in
            NoteEditorView(viewModel: NoteEditorViewModel(note: note)) { text in
                save(text, in: note)
            }
        }
    }

    private func save(_ text: String, in note: Note) {
        guard let index = notes.firstIndex(where: { $0.id == note.id }) else { return }
        notes[index].text = text
    }
}
