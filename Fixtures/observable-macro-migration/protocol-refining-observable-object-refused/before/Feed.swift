import SwiftUI

protocol FeedProviding: ObservableObject {
    var items: [String] { get }
    func refresh()
}

final class Feed: FeedProviding {
    @Published private(set) var items: [String] = []

    func refresh() {
        items.append("item")
    }
}

struct FeedView<Model: FeedProviding>: View {
    @ObservedObject var model: Model

    var body: some View {
        List(items, id: \.self) { Text($0) }
            .refreshable { model.refresh() }
            .onReceive(model.objectWillChange) { _ in
                print("feed changes")
            }
    }

    private var items: [String] { model.items }
}
