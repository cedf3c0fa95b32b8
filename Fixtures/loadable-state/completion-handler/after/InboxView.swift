import SwiftUI

struct InboxView: View {
    @StateObject private var viewModel = InboxViewModel()

    var body: some View {
        List(viewModel.messages.value ?? []) { message in
            Text(message.subject)
        }
        .overlay {
            if viewModel.messages.isLoading {
                ProgressView()
            } else if (viewModel.messages.error as? NetworkError) != nil {
                Text("Could not load the inbox.")
            }
        }
        .onAppear { viewModel.load() }
    }
}
