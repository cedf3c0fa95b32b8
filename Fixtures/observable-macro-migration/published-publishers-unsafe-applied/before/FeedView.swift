import SwiftUI

struct FeedView: View {
    @ObservedObject var model: FeedModel
    @State private var shown = 0

    var body: some View {
        TextField("Search", text: $model.query)
            .onReceive(model.$items) { shown = $0.count }
            .onReceive(model.$unread) { shown = $0 ?? 0 }
            .onReceive(model.$countsByAuthor) { shown = $0.count }
            .onReceive(model.$sortOrder) { print($0) }
            .onReceive(model.$tags) { shown = $0.count }
    }
}

struct FeedScreen: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        FeedView(model: model)
    }
}
