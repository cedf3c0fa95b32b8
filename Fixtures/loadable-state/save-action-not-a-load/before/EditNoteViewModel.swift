import SwiftUI

struct NotesClient {
    func save(_ note: String) async throws {}

    func save(tags: [String]) async throws -> [String] {
        tags
    }
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

@MainActor
final class EditTagsViewModel: ObservableObject {
    @Published var tags: [String] = []
    @Published var isSavingChanges = false
    @Published var saveError: Error?

    private let client = NotesClient()

    /// The server's copy of the tags comes back, but the flag tracks sending them.
    func saveChanges() async {
        isSavingChanges = true
        defer { isSavingChanges = false }
        saveError = nil
        do {
            tags = try await client.save(tags: tags)
        } catch {
            saveError = error
        }
    }
}
