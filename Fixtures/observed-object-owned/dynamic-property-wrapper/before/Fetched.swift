import SwiftUI

final class ItemsLoader: ObservableObject {
    @Published var items: [String] = []
}

/// Reads items for the view that holds it; SwiftUI installs its state like a view's.
@propertyWrapper
struct Fetched: DynamicProperty {
    @ObservedObject private var loader = ItemsLoader()

    var wrappedValue: [String] { loader.items }
}

struct ItemsView: View {
    @Fetched var items: [String]

    var body: some View {
        List(items, id: \.self) { Text($0) }
    }
}
