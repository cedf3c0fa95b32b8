import SwiftUI

final class SettingsModel: ObservableObject {
    @Published var isDarkMode = false
}

final class AccountStore: ObservableObject {
    @Published var name = "Guest"
}

struct SettingsSheet: View {
    @StateObject var model: SettingsModel
    @EnvironmentObject var account: AccountStore
    @Environment(\.dismiss) private var dismiss
    @State private var showsHelp = false
    var title = "Settings"

    init(model: SettingsModel) {
        _model = StateObject(wrappedValue: model)
    }

    var body: some View {
        Toggle(title, isOn: $model.isDarkMode)
    }
}

/// An initializer with a comment stays.
struct AboutSheet: View {
    @ObservedObject var model: SettingsModel

    // Callers hand in the model.
    init(model: SettingsModel) {
        self.model = model
    }

    var body: some View {
        Text(model.isDarkMode ? "Dark" : "Light")
    }
}
