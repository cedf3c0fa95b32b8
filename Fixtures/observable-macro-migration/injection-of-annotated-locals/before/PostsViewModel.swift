import Combine

final class PostsViewModel: ObservableObject {
    @Published var posts: [String] = []

    func start() {
        posts = ["First"]
    }
}
