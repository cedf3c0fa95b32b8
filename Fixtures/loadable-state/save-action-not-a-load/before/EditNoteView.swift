import SwiftUI

struct EditNoteView: View {
    @StateObject private var viewModel = EditNoteViewModel()

    var body: some View {
        Form {
            TextField("Note", text: $viewModel.note)
            if let saveError = viewModel.saveError {
                Text(saveError.localizedDescription)
            }
            Button("Save") {
                Task { await viewModel.save() }
            }
            .disabled(viewModel.isSaving)
        }
    }
}
