import SwiftUI

final class SettingsStore {}

final class SettingsViewModel: ObservableObject {
    @Published var isDarkMode = false
    var store: SettingsStore?

    init(store: SettingsStore? = nil) {
        self.store = store
    }
}

struct SettingsView: View {
    let store: SettingsStore
    @StateObject private var viewModel: SettingsViewModel

    init(store: SettingsStore) {
        self.store = store
        _viewModel = StateObject(wrappedValue: SettingsViewModel(store: store))
    }

    var body: some View {
        Toggle("Dark mode", isOn: $viewModel.isDarkMode)
    }
}

/// A debug screen builds its own model without a store; it must keep compiling.
struct DebugSettingsView: View {
    @StateObject private var viewModel = SettingsViewModel()

    var body: some View {
        Toggle("Dark mode", isOn: $viewModel.isDarkMode)
    }
}
