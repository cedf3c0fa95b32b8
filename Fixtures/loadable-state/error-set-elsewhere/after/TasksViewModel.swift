import SwiftUI

struct TodoItem: Identifiable {
    let id: Int
    var title: String
}

struct TodoAPI {
    func items() async throws -> [TodoItem] {
        []
    }

    func delete(_ item: TodoItem) async throws {}
}

@MainActor
final class TasksViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var items: [TodoItem] = []

    private let api = TodoAPI()

    func loadItems() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            items = try await api.items()
        } catch {
            self.error = error
        }
    }

    func delete(_ item: TodoItem) async {
        do {
            try await api.delete(item)
        } catch {
            self.error = error
        }
    }
}

/// A form's own check reports through the load's message.
@MainActor
final class RatingViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var errorMessage: String?
    @Published var items: [TodoItem] = []
    @Published var rating = 0

    private let api = TodoAPI()

    func load() async {
        isLoading = true
        errorMessage = nil
        do {
            items = try await api.items()
        } catch {
            errorMessage = error.localizedDescription
        }
        isLoading = false
    }

    func submit() {
        guard rating > 0 else {
            errorMessage = "Choose a rating first."
            return
        }
    }
}
