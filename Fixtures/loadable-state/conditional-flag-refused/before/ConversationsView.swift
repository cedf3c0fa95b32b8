import SwiftUI

struct ConversationsView: View {
    @StateObject private var viewModel = ConversationsViewModel()

    var body: some View {
        Group {
            if viewModel.isLoadingFirstPage {
                ProgressView()
            } else if let error = viewModel.error {
                Text(error.localizedDescription)
            } else {
                List(viewModel.conversations) { conversation in
                    Text(conversation.id)
                }
            }
        }
        .refreshable { await viewModel.fetchConversations() }
        .task { await viewModel.fetchConversations() }
    }
}
