import SwiftUI

struct FeedView: View {
    @Bindable var model: FeedModel
    @State private var shown = 0

    var body: some View {
        TextField("Search", text: $model.query)
            .onReceive(model.itemsPublisher) { shown = $0.count }
            .onReceive(model.unreadPublisher) { shown = $0 ?? 0 }
            .onReceive(model.countsByAuthorPublisher) { shown = $0.count }
            .onReceive(model.sortOrderPublisher) { print($0) }
            .onReceive(model.tagsPublisher) { shown = $0.count }
    }
}

struct FeedScreen: View {
    @State private var model = FeedModel()

    var body: some View {
        FeedView(model: model)
    }
}
