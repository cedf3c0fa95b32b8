import SwiftUI

struct Message: Identifiable {
    let id: Int
    var sender: String
    var subject: String
}

struct InboxView: View {
    let messages: [Message]

    var body: some View {
        List {
            ForEach(messages) { message in
                MessageRow(viewModel: MessageRowViewModel(message: message))
            }
        }
        .navigationTitle("Inbox")
    }
}
