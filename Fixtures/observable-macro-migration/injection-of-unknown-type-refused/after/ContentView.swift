import SwiftUI

struct ContentView: View {
    @EnvironmentObject private var session: Session
    @State private var counter = Counter()

    var body: some View {
        Text("\(session.user): \(counter.count)")
    }
}
