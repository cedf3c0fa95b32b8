import SwiftUI

/// Never names 'FeedViewModel': only the typealias says what it holds.
struct FeedView: View {
    @StateObject private var model: FeedModel = FeedModel()

    var body: some View {
        FeedCount()
            .environmentObject(model)
    }
}

struct FeedCount: View {
    @EnvironmentObject private var feed: FeedModel

    var body: some View {
        Text("\(feed.posts.count)")
    }
}
