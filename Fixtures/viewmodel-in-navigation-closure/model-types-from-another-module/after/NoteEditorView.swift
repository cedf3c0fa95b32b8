import CoreData
import SwiftUI

/// Edits one note; saving writes through the model's context.
struct NoteEditorView: View {
    @StateObject private var model: NoteEditorModel

    init(context: NSManagedObjectContext, noteID: Int) {
        _model = StateObject(wrappedValue: NoteEditorModel(context: context, noteID: noteID))
    }

    var body: some View {
        TextEditor(text: $model.text)
            .toolbar {
                Button("Save") { model.save() }
            }
    }
}
