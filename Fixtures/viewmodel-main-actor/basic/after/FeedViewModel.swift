import Combine
import Foundation

struct Post: Identifiable {
    let id: Int
    var title: String
}

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var posts: [Post] = []
    @Published private(set) var isRefreshing = false

    func refresh() async {
        isRefreshing = true
        try? await Task.sleep(nanoseconds: 100_000_000)
        posts = [Post(id: 1, title: "Hello")]
        isRefreshing = false
    }
}
