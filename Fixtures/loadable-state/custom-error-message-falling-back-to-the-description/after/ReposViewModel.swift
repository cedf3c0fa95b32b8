import Foundation
import SwiftUI

enum APIError: Error {
    case notFound
    case limited(retryAfter: Int)

    var message: String? {
        switch self {
        case .notFound: return "Nothing here."
        case .limited(let seconds): return "Try again in \(seconds) seconds."
        }
    }
}

struct Repo: Identifiable {
    let id: Int
    let name: String
}

protocol RepoService {
    func fetchRepos(owner: String) async throws -> [Repo]
}

@MainActor
final class ReposViewModel: ObservableObject {
    @Published var repos: Loadable<[Repo]> = .notInitiated
    var errorMessage: String? {
        repos.error.map { error in (error as? APIError)?.message ?? error.localizedDescription }
    }

    private let service: RepoService

    init(service: RepoService) {
        self.service = service
    }

    func loadRepos(owner: String) async {
        repos = .loading
        do {
            repos = .success(try await service.fetchRepos(owner: owner))
        } catch {
            // The API's own words where it has some, the system's otherwise.
            repos = .failure(error)
        }
    }
}

/// The message reads a member only 'APIError' has, and 'Loadable' keeps any error: refused.
@MainActor
final class StarsViewModel: ObservableObject {
    @Published var stars: [Repo] = []
    @Published var isLoading = false
    @Published var errorMessage: String?

    private let service: RepoService

    init(service: RepoService) {
        self.service = service
    }

    func loadStars(owner: String) async {
        isLoading = true
        errorMessage = nil
        do {
            stars = try await service.fetchRepos(owner: owner)
        } catch let error as APIError {
            errorMessage = error.message ?? error.localizedDescription
        } catch {
            errorMessage = error.localizedDescription
        }
        isLoading = false
    }
}
