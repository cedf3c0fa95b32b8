import Combine
import Observation

@Observable
final class StatusDataController {
    var isFavorited = false
}

/// Hands out one controller per status; callers inject what it returns.
final class StatusDataControllerProvider {
    static let shared = StatusDataControllerProvider()
    private var controllers: [String: StatusDataController] = [:]

    func dataController(for id: String) -> StatusDataController {
        if let controller = controllers[id] { return controller }
        let controller = StatusDataController()
        controllers[id] = controller
        return controller
    }
}

@Observable
final class Session {
    var title = ""
    let controller = SessionController()
}

@Observable
final class SessionController {
    var isRunning = false
}

@Observable
final class LinkSentinel {
    var pendingLinks: [String] = []
}
