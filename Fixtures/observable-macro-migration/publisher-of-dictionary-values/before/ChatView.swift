import SwiftUI

struct ChatView: View {
    @StateObject private var chat = ChatModel()

    var body: some View {
        Text("\(chat.progress)")
    }
}
