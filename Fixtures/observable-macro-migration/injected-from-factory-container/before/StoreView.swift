import Factory
import SwiftUI

/// Owns the store the container makes, without naming its type.
struct StoreView: View {
    @StateObject private var store = resolve(\.contentStore)

    var body: some View {
        Text(store.state)
    }
}
