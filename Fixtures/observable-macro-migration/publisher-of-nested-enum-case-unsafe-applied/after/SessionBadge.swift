import SwiftUI

struct SessionBadge: View {
    var manager: SessionManager
    @State private var changes = 0

    var body: some View {
        Text("\(changes)")
            .onReceive(manager.statePublisher) { _ in changes += 1 }
    }
}
