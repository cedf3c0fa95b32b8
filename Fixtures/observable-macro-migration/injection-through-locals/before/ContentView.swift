import SwiftUI

struct ContentView: View {
    @EnvironmentObject private var store: Store
    @EnvironmentObject private var session: Session

    var body: some View {
        Text("\(session.user): \(store.count)")
    }
}
