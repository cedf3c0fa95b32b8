import SwiftUI

struct InboxView: View {
    @ObservedObject var viewModel: InboxViewModel

    var body: some View {
        VStack {
            if viewModel.refreshState.isLoading {
                ProgressView()
            }
            if let error = viewModel.refreshState.error {
                Text(error.localizedDescription)
            }
            Button("Refresh") {
                Task { await viewModel.refresh() }
            }
            .disabled(viewModel.refreshState.isLoading)
        }
    }
}
