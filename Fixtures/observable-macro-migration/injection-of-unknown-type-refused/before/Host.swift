import SwiftUI

/// Never names the class it injects: only the function's declaration says what it returns.
struct Host: View {
    var body: some View {
        ContentView()
            .environmentObject(currentSession())
    }
}

struct ResolvingHost: View {
    var body: some View {
        ContentView()
            .environmentObject(Container.shared[Session.self])
    }
}
