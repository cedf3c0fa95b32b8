import Foundation
import SwiftUI

struct Post: Identifiable {
    let id: Int
}

struct TimelineAPI {
    func posts() async throws -> [Post] {
        []
    }
}

@MainActor
final class TimelineViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var posts: [Post] = []

    private let api = TimelineAPI()

    func refresh() async {
        isLoading = true
        error = nil
        do {
            posts = try await api.posts()
            isLoading = false
        } catch URLError.cancelled {
            // The user pulled again; the newer refresh shows its own result.
            isLoading = false
        } catch {
            self.error = error
            isLoading = false
        }
    }
}
