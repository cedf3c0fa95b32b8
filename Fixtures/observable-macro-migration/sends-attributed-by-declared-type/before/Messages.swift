import Combine

class MessageModel: ObservableObject {
    @Published var text = ""
    var subscriptions: [AnyCancellable] = []
}

/// Names 'Session', but 'super' is this model: its send blocks the messages, not the session.
final class TextMessageModel: MessageModel {
    init(session: Session) {
        super.init()
        subscriptions.append(session.$userName.sink { name in
            self.text = "From \(name)"
            super.objectWillChange.send()
        })
    }
}
