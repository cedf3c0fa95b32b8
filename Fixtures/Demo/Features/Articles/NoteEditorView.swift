import Combine
import SwiftUI

@MainActor
final class NoteEditorViewModel: ObservableObject {
    @Published var text = ""
    @Published private(set) var characterCount = 0

    let article: Article

    init(article: Article) {
        self.article = article
        $text
            .map(\.count)
            .assign(to: &$characterCount)
    }

    var canSave: Bool {
        !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}

struct NoteEditorView: View {
    @ObservedObject var viewModel: NoteEditorViewModel
    let onSave: (String) -> Void

    @Environment(\.dismiss) private var dismiss
    @FocusState private var isEditorFocused: Bool

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextEditor(text: $viewModel.text)
                        .frame(minHeight: 160)
                        .focused($isEditorFocused)
                } header: {
                    Text(viewModel.article.title)
                } footer: {
                    Text("\(viewModel.characterCount) characters")
                }
            }
            .navigationTitle("New Note")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(viewModel.text)
                        dismiss()
                    }
                    .disabled(!viewModel.canSave)
                }
            }
            .onAppear { isEditorFocused = true }
        }
        .presentationDetents([.medium, .large])
    }
}
