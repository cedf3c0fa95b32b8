import Combine
import Observation

@Observable
final class SessionController {
    var userName = ""
}

@Observable
final class MessageBus {
    var message = ""
}

/// The app's shared objects, handed out as one labelled tuple.
enum AppObjects {
    typealias Objects = (session: SessionController, bus: MessageBus)

    static let objects: Objects = (SessionController(), MessageBus())
}
