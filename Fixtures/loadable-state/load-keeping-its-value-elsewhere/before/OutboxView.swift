import SwiftUI

struct OutboxView: View {
    @StateObject var viewModel: OutboxViewModel

    var body: some View {
        List {
            Text(viewModel.isLoading ? "Sending…" : "Sent")
            Text(viewModel.error?.localizedDescription ?? "")
            Button("Send") { viewModel.reload() }
        }
    }
}
