import SwiftUI

/// Drives navigation outside any view.
final class FeedCoordinator {
    @StateObject var feed = Feed()
}

/// Binds the feed through the wrapper's projection.
final class FeedEditor {
    @ObservedObject var feed: Feed

    init(feed: Feed) {
        self.feed = feed
    }

    var itemsBinding: Binding<[String]> {
        $feed.items
    }
}

struct FeedList: View {
    @ObservedObject var feed: Feed

    var body: some View {
        Text("\(feed.items.count)")
    }
}
