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
    @StateObject var model: ThreadModel
    @StateObject var composer = ComposerModel()

    init(threadID: Int) {
        self._model = StateObject(wrappedValue: ThreadModel(threadID: threadID))
    }

    var body: some View {
        List(model.messages, id: \.self) { message in
            Text(message)
        }
    }
}
