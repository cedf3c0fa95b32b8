import SwiftUI

/// Injects a property another file computes: only its declaration says what it returns.
struct HostView: View {
    @StateObject private var session = Session()

    var body: some View {
        ContentView()
            .environmentObject(session)
            .environmentObject(preferences)
    }
}
