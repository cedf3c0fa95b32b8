import SwiftUI

struct NotesClient {
    func save(_ note: String) async throws {}
}

@MainActor
final class EditNoteViewModel: ObservableObject {
    @Published var note = ""
    @Published var isSaving = false
    @Published var saveError: Error?

    private let client = NotesClient()

    /// Saving sends a value and loads none: a status, not a `Loadable`.
    func save() async {
        isSaving = true
        saveError = nil
        do {
            try await client.save(note)
        } catch {
            saveError = error
        }
        isSaving = false
    }
}
