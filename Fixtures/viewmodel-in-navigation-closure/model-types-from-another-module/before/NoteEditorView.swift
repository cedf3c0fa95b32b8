import SwiftUI

/// Edits one note; saving writes through the model's context.
struct NoteEditorView: View {
    @ObservedObject var model: NoteEditorModel

    var body: some View {
        TextEditor(text: $model.text)
            .toolbar {
                Button("Save") { model.save() }
            }
    }
}
