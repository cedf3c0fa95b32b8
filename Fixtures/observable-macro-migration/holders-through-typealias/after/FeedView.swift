import SwiftUI

/// Never names 'FeedViewModel': only the typealias says what it holds.
struct FeedView: View {
    @State private var model: FeedModel = FeedModel()

    var body: some View {
        FeedCount()
            .environment(model)
    }
}

struct FeedCount: View {
    @Environment(FeedModel.self) private var feed

    var body: some View {
        Text("\(feed.posts.count)")
    }
}
