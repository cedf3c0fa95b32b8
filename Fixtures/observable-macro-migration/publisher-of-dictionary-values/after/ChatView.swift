import SwiftUI

struct ChatView: View {
    @State private var chat = ChatModel()

    var body: some View {
        Text("\(chat.progress)")
    }
}
