import Combine

final class StatusDataController: ObservableObject {
    @Published var isFavorited = false
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

final class Session: ObservableObject {
    @Published var title = ""
    let controller = SessionController()
}

final class SessionController: ObservableObject {
    @Published var isRunning = false
}

final class LinkSentinel: ObservableObject {
    @Published var pendingLinks: [String] = []
}
