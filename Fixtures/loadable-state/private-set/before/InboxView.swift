import SwiftUI

struct InboxView: View {
    @StateObject private var viewModel = InboxViewModel()

    var body: some View {
        List {
            if viewModel.messages.isEmpty && !viewModel.isLoading {
                Text("No messages")
            }
            ForEach(viewModel.messages) { message in
                Text(message.subject)
            }
        }
        .overlay {
            if viewModel.isLoading {
                ProgressView()
            } else if let error = viewModel.error {
                Text(error.localizedDescription)
            }
        }
        .task {
            await viewModel.loadInbox()
        }
    }
}
