import SwiftUI

final class ThreadModel: ObservableObject {
    @Published var messages: [String] = []
    let threadID: Int

    init(threadID: Int) {
        self.threadID = threadID
    }
}

final class ComposerModel: ObservableObject {
    @Published var text = ""
}

struct ThreadView: View {
    @ObservedObject var model: ThreadModel
    @ObservedObject var composer = ComposerModel()

    init(threadID: Int) {
        self.model = ThreadModel(threadID: threadID)
    }

    var body: some View {
        List(model.messages, id: \.self) { message in
            Text(message)
        }
    }
}
