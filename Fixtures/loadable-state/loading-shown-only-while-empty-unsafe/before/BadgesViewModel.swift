import SwiftUI

struct Badge: Identifiable {
    let id: String
    let title: String
}

struct BadgeService {
    func badges() async throws -> [Badge] {
        []
    }

    func badge(id: String) async throws -> Badge {
        Badge(id: id, title: "")
    }
}

@MainActor
final class BadgesViewModel: ObservableObject {
    @Published private(set) var badges: [Badge] = []
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?

    private let service = BadgeService()

    /// Whether there is nothing to show yet: the first load still runs.
    var isWaitingForFirstBadges: Bool { isLoading && badges.isEmpty }

    func loadBadges() async {
        isLoading = true
        errorMessage = nil
        do {
            badges = try await service.badges()
        } catch {
            errorMessage = error.localizedDescription
        }
        isLoading = false
    }
}

@MainActor
final class BadgeDetailViewModel: ObservableObject {
    @Published private(set) var badge: Badge?
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?

    private let service = BadgeService()

    func loadBadge(id: String) async {
        isLoading = true
        errorMessage = nil
        do {
            badge = try await service.badge(id: id)
        } catch {
            errorMessage = error.localizedDescription
        }
        isLoading = false
    }
}
