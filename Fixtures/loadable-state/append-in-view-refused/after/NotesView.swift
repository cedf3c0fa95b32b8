import SwiftUI

struct NotesView: View {
    @StateObject private var viewModel = NotesViewModel()

    var body: some View {
        List(viewModel.notes) { note in
            Text(note.text)
        }
        .toolbar {
            Button("New Note") {
                viewModel.notes.append(Note(id: UUID(), text: ""))
            }
        }
        .overlay {
            if viewModel.isLoading {
                ProgressView()
            }
        }
        .task {
            await viewModel.loadNotes()
        }
    }
}
