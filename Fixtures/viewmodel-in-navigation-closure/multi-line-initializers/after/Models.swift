import Combine

final class ChatModel: ObservableObject {
    @Published private(set) var messages: [String] = []
    private let conversationID: Int
    private let pageSize: Int

    init(conversationID: Int, pageSize: Int = 50) {
        self.conversationID = conversationID
        self.pageSize = pageSize
    }
}

final class ThreadModel: ObservableObject {
    @Published private(set) var replies: [String] = []
    private let threadID: Int
    private let showsRoot: Bool

    init(threadID: Int, showsRoot: Bool) {
        self.threadID = threadID
        self.showsRoot = showsRoot
    }
}
