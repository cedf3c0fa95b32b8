import Foundation
import SwiftUI

struct Post: Identifiable {
    let id: Int
    var body: String
}

struct FeedService {
    func timeline() async throws(FeedError) -> [Post] {
        []
    }
}

@MainActor
final class FeedViewModel: ObservableObject {
    @Published var posts: Loadable<[Post]> = .notInitiated

    private let service = FeedService()

    func loadTimeline() async {
        posts = .loading
        do {
            posts = .success(try await service.timeline())
        } catch {
            posts = .failure(error)
        }
    }
}
