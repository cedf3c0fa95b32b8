import SwiftUI

struct EventsView: View {
    @StateObject private var viewModel = EventsViewModel()

    var body: some View {
        List {
            if let message = viewModel.events.error?.localizedDescription {
                Text(message)
            }
            ForEach(viewModel.events.value ?? []) { event in
                Text(event.name)
            }
        }
        .disabled(viewModel.events.isLoading)
        .refreshable {
            await viewModel.refresh()
        }
    }
}
