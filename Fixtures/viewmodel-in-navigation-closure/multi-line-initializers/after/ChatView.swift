import SwiftUI

struct ChatView: View {
    @StateObject private var model: ChatModel
    let title: String

    init(
        conversationID: Int,
        pageSize: Int = 50,
        title: String
    ) {
        self._model = StateObject(wrappedValue: ChatModel(conversationID: conversationID, pageSize: pageSize))
        self.title = title
    }

    var body: some View {
        List(model.messages, id: \.self) { Text($0) }
            .navigationTitle(title)
    }
}

struct ThreadView: View {
    @StateObject private var model: ThreadModel
    let threadID: Int

    init(model: @autoclosure @escaping () -> ThreadModel, threadID: Int) {
        self._model = StateObject(wrappedValue: model())
        self.threadID = threadID
    }

    var body: some View {
        List(model.replies, id: \.self) { Text($0) }
            .navigationTitle("Thread \(threadID)")
    }
}
