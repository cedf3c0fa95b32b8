import Combine
import Observation

@Observable
final class PostsViewModel {
    var posts: [String] = []

    func start() {
        posts = ["First"]
    }
}
