import SwiftUI

/// Opens sessions in windows of their own, from outside any view.
final class SessionWindowManager {
    private func makeSession(for id: String) -> Session {
        let session = Session()
        session.title = id
        return session
    }

    func window(for id: String) -> some View {
        let session = makeSession(for: id)
        return SessionView()
            .environment(session)
            .environment(session.controller)
    }
}

struct SessionView: View {
    @Environment(Session.self) private var session
    @Environment(SessionController.self) private var controller

    var body: some View {
        Text(controller.isRunning ? session.title : "Stopped")
    }
}
