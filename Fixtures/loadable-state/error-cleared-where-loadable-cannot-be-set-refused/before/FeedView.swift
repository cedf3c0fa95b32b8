import SwiftUI

struct FeedView: View {
    @StateObject private var feed = FeedViewModel()
    @StateObject private var trending = TrendingViewModel(api: FeedAPI())

    var body: some View {
        List {
            ForEach(feed.posts + trending.posts) { post in
                Text(post.text)
            }
        }
        .overlay {
            if feed.isLoading || trending.isLoading {
                ProgressView()
            }
        }
        .alert(
            "Could not load the feed",
            isPresented: Binding(
                get: { feed.errorMessage != nil || trending.errorMessage != nil },
                set: { _ in
                    feed.errorMessage = nil
                }
            )
        ) {
            Button("OK") {}
        }
        .task {
            await feed.load()
            await trending.load()
        }
    }
}
