import SwiftUI

final class SettingsModel: ObservableObject {
    @Published var isDarkMode = false
}

final class AccountStore: ObservableObject {
    @Published var name = "Guest"
}

struct SettingsSheet: View {
    @StateObject private var model = SettingsModel()
    @EnvironmentObject var account: AccountStore
    @Environment(\.dismiss) private var dismiss
    @State private var showsHelp = false
    var title = "Settings"

    var body: some View {
        Toggle(title, isOn: $model.isDarkMode)
    }
}

/// An initializer with a comment stays.
struct AboutSheet: View {
    @StateObject private var model: SettingsModel

    // Callers hand in the model.
    init() {
        self._model = StateObject(wrappedValue: SettingsModel())
    }

    var body: some View {
        Text(model.isDarkMode ? "Dark" : "Light")
    }
}
