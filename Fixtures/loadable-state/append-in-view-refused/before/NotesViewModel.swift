import SwiftUI

struct Note: Identifiable {
    let id: UUID
    var text: String
}

struct NotesStore {
    func notes() async throws -> [Note] {
        []
    }
}

@MainActor
final class NotesViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var notes: [Note] = []

    private let store = NotesStore()

    func loadNotes() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            notes = try await store.notes()
        } catch {
            self.error = error
        }
    }
}
