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
    @Published var preferences: Loadable<[Preference]> = .notInitiated

    private let api = PreferencesAPI()

    func loadPreferences() async {
        preferences = .loading
        do {
            preferences = .success(try await api.preferences())
        } catch {
            preferences = .failure(error)
        }
    }
}
