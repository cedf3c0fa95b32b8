import SwiftUI

struct InboxView: View {
    @StateObject private var viewModel = InboxViewModel()

    var body: some View {
        List {
            if (viewModel.messages.value ?? []).isEmpty && !viewModel.messages.isLoading {
                Text("No messages")
            }
            ForEach(viewModel.messages.value ?? []) { message in
                Text(message.subject)
            }
        }
        .overlay {
            if viewModel.messages.isLoading {
                ProgressView()
            } else if let error = viewModel.messages.error {
                Text(error.localizedDescription)
            }
        }
        .task {
            await viewModel.loadInbox()
        }
    }
}
