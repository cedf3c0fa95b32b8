import SwiftUI

struct InboxView: View {
    @StateObject private var viewModel = InboxViewModel()

    var body: some View {
        VStack {
            if viewModel.isLoading {
                ProgressView()
            }
            if let error = viewModel.error {
                Text(error.localizedDescription)
            }
            List(viewModel.messages) { message in
                Text("\(message.id)")
            }
        }
        .onAppear { viewModel.reload() }
    }
}
