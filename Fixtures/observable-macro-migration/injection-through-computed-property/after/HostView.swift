import SwiftUI

/// Injects a property another file computes: only its declaration says what it returns.
struct HostView: View {
    @State private var session = Session()

    var body: some View {
        ContentView()
            .environment(session)
            .environment(preferences)
    }
}
