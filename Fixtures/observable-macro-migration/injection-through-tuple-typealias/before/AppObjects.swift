import Combine

final class SessionController: ObservableObject {
    @Published var userName = ""
}

final class MessageBus: ObservableObject {
    @Published var message = ""
}

/// The app's shared objects, handed out as one labelled tuple.
enum AppObjects {
    typealias Objects = (session: SessionController, bus: MessageBus)

    static let objects: Objects = (SessionController(), MessageBus())
}
