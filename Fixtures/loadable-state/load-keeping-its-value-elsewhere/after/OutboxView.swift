import SwiftUI

struct OutboxView: View {
    @StateObject var viewModel: OutboxViewModel

    var body: some View {
        List {
            Text(viewModel.reloadState.isLoading ? "Sending…" : "Sent")
            Text(viewModel.reloadState.error?.localizedDescription ?? "")
            Button("Send") { viewModel.reload() }
        }
    }
}
