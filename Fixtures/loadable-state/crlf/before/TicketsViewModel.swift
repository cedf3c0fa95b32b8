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
    @Published var isLoading = false
    @Published var errorMessage: String?
    @Published var tickets: [Ticket] = []

    private let desk = SupportDesk()

    func loadTickets() async {
        isLoading = true
        defer { isLoading = false }
        errorMessage = nil
        do {
            tickets = try await desk.openTickets()
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
