import SwiftUI

final class Settings {
    var defaultAmount = 1_000
}

struct AppState {
    let settings: Settings
}

final class ZapModel: ObservableObject {
    @Published var amount = 0

    func set_defaults(settings: Settings) {
        amount = settings.defaultAmount
    }
}

/// Passes a member of an input ('state.settings') to a snake-case setup method: reported. The
/// second screen passes what only the environment knows, which no initializer can take.
struct ZapScreen: View {
    let state: AppState
    @StateObject private var model = ZapModel()

    var body: some View {
        Text("\(model.amount)")
            .onAppear {
                model.set_defaults(settings: state.settings)
            }
    }
}

struct EnvironmentZapScreen: View {
    @Environment(\.zapSettings) private var settings
    @StateObject private var model = ZapModel()

    var body: some View {
        Text("\(model.amount)")
            .onAppear {
                model.set_defaults(settings: settings)
            }
    }
}

private struct ZapSettingsKey: EnvironmentKey {
    static let defaultValue = Settings()
}

extension EnvironmentValues {
    var zapSettings: Settings {
        get { self[ZapSettingsKey.self] }
        set { self[ZapSettingsKey.self] = newValue }
    }
}
