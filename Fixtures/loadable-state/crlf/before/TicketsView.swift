import SwiftUI

struct TicketsView: View {
    @StateObject private var viewModel = TicketsViewModel()

    var body: some View {
        List(viewModel.tickets) { ticket in
            Text(ticket.title)
        }
        .overlay {
            if viewModel.isLoading {
                ProgressView()
            } else if let message = viewModel.errorMessage {
                Text(message)
            }
        }
        .task {
            await viewModel.loadTickets()
        }
    }
}
