import Foundation
import SwiftUI

struct Post: Identifiable {
    let id: Int
    var body: String
}

struct FeedService {
    func timeline() async throws -> [Post] {
        []
    }
}

@MainActor
final class FeedViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var posts: [Post] = []

    private let service = FeedService()

    func loadTimeline() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            posts = try await service.timeline()
        } catch {
            self.error = error
        }
    }
}
