import SwiftUI

/// Builds the root view for a hosting controller, from locals whose types are not written.
enum Root {
    static func make() -> some View {
        let store = Store.shared
        let session = store.session
        return ContentView()
            .environment(store)
            .environment(session)
    }
}
