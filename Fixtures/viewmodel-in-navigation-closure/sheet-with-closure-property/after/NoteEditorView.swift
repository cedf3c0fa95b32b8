import SwiftUI

struct NoteEditorView: View {
    @StateObject private var viewModel: NoteEditorViewModel
    let onSave: (String) -> Void
    @Environment(\.dismiss) private var dismiss

    init(note: Note, onSave: @escaping (String) -> Void) {
        _viewModel = StateObject(wrappedValue: NoteEditorViewModel(note: note))
        self.onSave = onSave
    }

    var body: some View {
        NavigationStack {
            TextEditor(text: $viewModel.text)
                .navigationTitle(viewModel.title)
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") {
                            onSave(viewModel.text)
                            dismiss()
                        }
                        .disabled(!viewModel.hasChanges)
                    }
                }
        }
    }
}
