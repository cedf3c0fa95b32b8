import SwiftUI

struct TicketsView: View {
    @StateObject private var viewModel = TicketsViewModel()

    var body: some View {
        List(viewModel.tickets.value ?? []) { ticket in
            Text(ticket.title)
        }
        .overlay {
            if viewModel.tickets.isLoading {
                ProgressView()
            } else if let message = viewModel.tickets.error?.localizedDescription {
                Text(message)
            }
        }
        .task {
            await viewModel.loadTickets()
        }
    }
}
