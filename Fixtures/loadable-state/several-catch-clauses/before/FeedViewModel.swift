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
    @Published var isLoading = false
    @Published var error: Error?
    @Published var posts: [Post] = []
    private let client = FeedClient()

    func refresh() async {
        isLoading = true
        error = nil
        do {
            posts = try await client.posts()
        } catch let urlError as URLError {
            // Offline and timeouts are worth their own log line.
            print("network: \(urlError.code)")
            self.error = urlError
        } catch {
            self.error = error
        }
        isLoading = false
    }
}
