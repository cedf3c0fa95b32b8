import SwiftUI

struct ChatView: View {
    @ObservedObject var model: ChatModel
    let title: String

    init(
        model: ChatModel,
        title: String
    ) {
        self.model = model
        self.title = title
    }

    var body: some View {
        List(model.messages, id: \.self) { Text($0) }
            .navigationTitle(title)
    }
}

struct ThreadView: View {
    @ObservedObject var model: ThreadModel
    let threadID: Int

    init(model: ThreadModel, threadID: Int) {
        self.model = model
        self.threadID = threadID
    }

    var body: some View {
        List(model.replies, id: \.self) { Text($0) }
            .navigationTitle("Thread \(threadID)")
    }
}
