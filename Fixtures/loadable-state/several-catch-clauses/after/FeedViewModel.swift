import Foundation
import SwiftUI

struct Post: Identifiable {
    let id: Int
}

struct FeedClient {
    func posts() async throws -> [Post] { [] }
}

@MainActor
final class FeedViewModel: ObservableObject {
    @Published var posts: Loadable<[Post]> = .notInitiated
    private let client = FeedClient()

    func refresh() async {
        posts = .loading
        do {
            posts = .success(try await client.posts())
        } catch let urlError as URLError {
            // Offline and timeouts are worth their own log line.
            print("network: \(urlError.code)")
            posts = .failure(urlError)
        } catch {
            posts = .failure(error)
        }
    }
}
