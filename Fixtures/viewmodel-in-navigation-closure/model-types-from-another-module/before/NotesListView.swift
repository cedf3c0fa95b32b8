import CoreData
import SwiftUI

struct NotesListView: View {
    let context: NSManagedObjectContext
    let noteIDs: [Int]
    @State private var editedNote: Int?

    var body: some View {
        List(noteIDs, id: \.self) { id in
            Button("Note \(id)") { editedNote = id }
        }
        .sheet(isPresented: .constant(editedNote != nil)) {
            NoteEditorView(model: NoteEditorModel(context: context, noteID: editedNote ?? 0))
        }
    }
}
