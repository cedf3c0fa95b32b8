import SwiftUI

struct NoteEditorView: View {
    @ObservedObject var viewModel: NoteEditorViewModel
    let onSave: (String) -> Void
    @Environment(\.dismiss) private var dismiss

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
