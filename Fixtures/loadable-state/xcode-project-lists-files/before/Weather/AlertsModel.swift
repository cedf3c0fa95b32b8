import SwiftUI

struct WeatherAlert: Identifiable {
    let id: Int
    var headline: String
}

struct AlertsAPI {
    func fetchAlerts() async throws -> [WeatherAlert] {
        []
    }
}

@MainActor
final class AlertsModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var alerts: [WeatherAlert] = []

    private let api = AlertsAPI()

    func load() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            alerts = try await api.fetchAlerts()
        } catch {
            self.error = error
        }
    }
}
