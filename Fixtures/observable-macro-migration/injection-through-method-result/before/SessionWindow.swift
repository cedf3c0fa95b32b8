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
            .environmentObject(session)
            .environmentObject(session.controller)
    }
}

struct SessionView: View {
    @EnvironmentObject private var session: Session
    @EnvironmentObject private var controller: SessionController

    var body: some View {
        Text(controller.isRunning ? session.title : "Stopped")
    }
}
