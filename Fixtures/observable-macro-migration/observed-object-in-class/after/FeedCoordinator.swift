import SwiftUI

/// Drives navigation outside any view.
final class FeedCoordinator {
    var feed: Feed

    init(feed: Feed) {
        self.feed = feed
    }
}

struct FeedList: View {
    var feed: Feed

    var body: some View {
        Text("\(feed.items.count)")
    }
}

/// Its `$feed` is its own wrapper, not the coordinator's.
struct FeedSearch: View {
    @Bindable var feed: Feed

    var body: some View {
        FeedList(feed: feed)
            .searchable(text: $feed.query)
    }
}
