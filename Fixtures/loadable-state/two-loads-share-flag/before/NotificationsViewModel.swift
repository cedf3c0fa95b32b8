import SwiftUI

struct AppNotification: Identifiable {
    let id: Int
    var text: String
}

struct NotificationsAPI {
    func notifications() async throws -> [AppNotification] {
        []
    }

    func newNotifications(after id: Int) async throws -> [AppNotification] {
        []
    }
}

@MainActor
final class NotificationsViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var notifications: [AppNotification] = []

    private let api = NotificationsAPI()

    func load() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            notifications = try await api.notifications()
        } catch {
            self.error = error
        }
    }

    /// Pull to refresh: fetches only what arrived since the newest notification.
    func refresh() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let newest = notifications.first?.id ?? 0
            let fresh = try await api.newNotifications(after: newest)
            notifications.insert(contentsOf: fresh, at: 0)
        } catch {
            self.error = error
        }
    }
}
