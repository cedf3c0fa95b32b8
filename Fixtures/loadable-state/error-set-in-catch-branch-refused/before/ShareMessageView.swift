import SwiftUI

struct ShareMessageView: View {
    @StateObject private var viewModel = ShareMessageViewModel()

    var body: some View {
        VStack {
            Text(viewModel.messageContent)
            if let errorMessage = viewModel.errorMessage {
                Text(errorMessage)
            }
            Button("Write it for me") {
                Task { await viewModel.generateShareMessage() }
            }
            .disabled(viewModel.generationInProgress)
        }
    }
}
