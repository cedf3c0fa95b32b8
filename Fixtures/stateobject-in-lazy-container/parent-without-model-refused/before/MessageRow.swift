import SwiftUI

final class MessageRowViewModel: ObservableObject {
    let message: Message
    @Published var isRead = false

    init(message: Message) {
        self.message = message
    }

    func markRead() {
        isRead = true
    }
}

struct MessageRow: View {
    @ObservedObject var viewModel: MessageRowViewModel

    var body: some View {
        VStack(alignment: .leading) {
            Text(viewModel.message.sender)
                .fontWeight(viewModel.isRead ? .regular : .bold)
            Text(viewModel.message.subject)
        }
        .onTapGesture {
            viewModel.markRead()
        }
    }
}
