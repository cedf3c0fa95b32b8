import Combine

final class FeedViewModel: ObservableObject {
    @Published var posts: [String] = []
}

/// The name the views use.
typealias FeedModel = FeedViewModel
