import SwiftUI

struct EventsView: View {
    @StateObject private var viewModel = EventsViewModel()

    var body: some View {
        List {
            if let message = viewModel.errorMessage {
                Text(message)
            }
            ForEach(viewModel.events) { event in
                Text(event.name)
            }
        }
        .disabled(viewModel.isRefreshing)
        .refreshable {
            await viewModel.refresh()
        }
    }
}
