import SwiftUI

struct Ticket: Identifiable {
    let id: Int
    var title: String
}

struct SupportDesk {
    func openTickets() async throws -> [Ticket] {
        []
    }
}

@MainActor
final class TicketsViewModel: ObservableObject {
    @Published var tickets: Loadable<[Ticket]> = .notInitiated

    private let desk = SupportDesk()

    func loadTickets() async {
        tickets = .loading
        do {
            tickets = .success(try await desk.openTickets())
        } catch {
            tickets = .failure(error)
        }
    }
}
