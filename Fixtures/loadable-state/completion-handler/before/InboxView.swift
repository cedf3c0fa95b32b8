import SwiftUI

struct InboxView: View {
    @StateObject private var viewModel = InboxViewModel()

    var body: some View {
        List(viewModel.messages) { message in
            Text(message.subject)
        }
        .overlay {
            if viewModel.isLoading {
                ProgressView()
            } else if viewModel.error != nil {
                Text("Could not load the inbox.")
            }
        }
        .onAppear { viewModel.load() }
    }
}
