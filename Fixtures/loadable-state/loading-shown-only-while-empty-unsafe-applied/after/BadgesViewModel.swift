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
    @Published private(set) var badges: Loadable<[Badge]> = .notInitiated

    private let service = BadgeService()

    /// Whether there is nothing to show yet: the first load still runs.
    var isWaitingForFirstBadges: Bool { badges.isLoading && (badges.value ?? []).isEmpty }

    func loadBadges() async {
        badges = .loading
        do {
            badges = .success(try await service.badges())
        } catch {
            badges = .failure(error)
        }
    }
}

@MainActor
final class BadgeDetailViewModel: ObservableObject {
    @Published private(set) var badge: Loadable<Badge> = .notInitiated

    private let service = BadgeService()

    func loadBadge(id: String) async {
        badge = .loading
        do {
            badge = .success(try await service.badge(id: id))
        } catch {
            badge = .failure(error)
        }
    }
}
