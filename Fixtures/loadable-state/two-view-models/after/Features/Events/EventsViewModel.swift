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
    @Published var events: Loadable<[Event]> = .notInitiated

    private let api = EventsAPI()

    func refresh() async {
        events = .loading
        do {
            events = .success(try await api.upcoming())
        } catch {
            events = .failure(error)
        }
    }
}
