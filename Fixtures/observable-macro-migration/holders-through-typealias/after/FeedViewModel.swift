import Combine
import Observation

@Observable
final class FeedViewModel {
    var posts: [String] = []
}

/// The name the views use.
typealias FeedModel = FeedViewModel
