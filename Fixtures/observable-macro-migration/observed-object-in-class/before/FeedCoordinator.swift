import SwiftUI

/// Drives navigation outside any view.
final class FeedCoordinator {
    @ObservedObject var feed: Feed

    init(feed: Feed) {
        self.feed = feed
    }
}

struct FeedList: View {
    @ObservedObject var feed: Feed

    var body: some View {
        Text("\(feed.items.count)")
    }
}
