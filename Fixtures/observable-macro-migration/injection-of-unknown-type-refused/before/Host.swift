import SwiftUI

/// Never names the class it injects: only the function's declaration says what it returns.
struct Host: View {
    var body: some View {
        ContentView()
            .environmentObject(currentSession())
    }
}
