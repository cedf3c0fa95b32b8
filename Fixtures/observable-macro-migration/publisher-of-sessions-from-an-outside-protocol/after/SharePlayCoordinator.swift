import Combine
import GroupActivities

/// Not observable itself: it follows the framework's sessions.
final class SharePlayCoordinator {
    private var cancellables = Set<AnyCancellable>()

    func observeSessions() async {
        for await session in WatchTogether.sessions() {
            session.$state
                .sink { state in print(state) }
                .store(in: &cancellables)
            session.join()
        }
    }
}
