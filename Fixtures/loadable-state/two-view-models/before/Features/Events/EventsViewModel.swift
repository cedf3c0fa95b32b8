import SwiftUI

struct Event: Identifiable {
    let id: Int
    var name: String
}

struct EventsAPI {
    func upcoming() async throws -> [Event] {
        []
    }
}

@MainActor
final class EventsViewModel: ObservableObject {
    @Published var isRefreshing = false
    @Published var errorMessage: String?
    @Published var events: [Event] = []

    private let api = EventsAPI()

    func refresh() async {
        isRefreshing = true
        defer { isRefreshing = false }
        errorMessage = nil
        do {
            events = try await api.upcoming()
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
