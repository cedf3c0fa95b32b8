import SwiftUI

struct FeedView: View {
    @StateObject private var feed = SearchFeedModel()

    var body: some View {
        Text("\(feed.titles.count)")
    }
}
