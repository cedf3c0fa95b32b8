import SwiftUI

struct Preference: Identifiable {
    let id: String
    var isOn: Bool
}

struct PreferencesAPI {
    func preferences() async throws -> [Preference] {
        []
    }
}

@MainActor
final class SettingsViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var errorMessage: String?
    @Published var preferences: [Preference] = []

    private let api = PreferencesAPI()

    func loadPreferences() async {
        isLoading = true
        defer { isLoading = false }
        errorMessage = nil
        do {
            preferences = try await api.preferences()
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
