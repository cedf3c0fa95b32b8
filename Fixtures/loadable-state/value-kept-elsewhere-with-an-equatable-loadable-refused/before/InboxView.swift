import SwiftUI

struct InboxView: View {
    @ObservedObject var viewModel: InboxViewModel

    var body: some View {
        VStack {
            if viewModel.isLoading {
                ProgressView()
            }
            if let error = viewModel.error {
                Text(error.localizedDescription)
            }
            Button("Refresh") {
                Task { await viewModel.refresh() }
            }
            .disabled(viewModel.isLoading)
        }
    }
}
