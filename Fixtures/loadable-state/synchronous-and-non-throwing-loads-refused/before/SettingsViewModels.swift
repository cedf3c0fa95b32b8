import Combine
import Foundation

struct Setting {
    let name: String
}

final class SettingsStore {
    func cached() throws -> [Setting] { [] }
}

/// A result that carries its failure as a message instead of throwing it.
enum FetchResult<Value> {
    case success(Value)
    case failure(String)
}

final class SettingsAPI {
    func settings() async -> FetchResult<[Setting]> { .success([]) }
    func savedSettings() async throws -> [Setting]? { nil }
}

/// Loads from a local store without suspending: no view sees `isLoading` true.
final class LocalSettingsViewModel: ObservableObject {
    @Published var settings: [Setting] = []
    @Published var isLoading = false
    @Published var errorMessage: String?
    private let store = SettingsStore()

    func loadSettings() {
        isLoading = true
        do {
            settings = try store.cached()
        } catch {
            errorMessage = error.localizedDescription
        }
        isLoading = false
    }
}

/// Awaits a call that returns its failure rather than throwing it.
final class RemoteSettingsViewModel: ObservableObject {
    @Published var settings: [Setting] = []
    @Published var isLoading = false
    @Published var errorMessage: String?
    private let api = SettingsAPI()

    func loadSettings() async {
        isLoading = true
        defer { isLoading = false }
        switch await api.settings() {
        case .success(let settings):
            self.settings = settings
        case .failure(let message):
            errorMessage = message
        }
    }
}

/// Keeps what it loads only when there is something: a load finding nothing ends with neither
/// settings nor an error.
final class SavedSettingsViewModel: ObservableObject {
    @Published var settings: [Setting] = []
    @Published var isLoading = false
    @Published var error: Error?
    private let api = SettingsAPI()

    func loadSettings() async {
        isLoading = true
        error = nil
        do {
            if let saved = try await api.savedSettings() {
                settings = saved
            }
        } catch {
            self.error = error
        }
        isLoading = false
    }
}
