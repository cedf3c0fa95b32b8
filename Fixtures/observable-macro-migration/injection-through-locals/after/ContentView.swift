import SwiftUI

struct ContentView: View {
    @Environment(Store.self) private var store
    @Environment(Session.self) private var session

    var body: some View {
        Text("\(session.user): \(store.count)")
    }
}
