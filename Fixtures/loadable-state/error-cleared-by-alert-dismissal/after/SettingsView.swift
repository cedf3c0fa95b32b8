import SwiftUI

struct SettingsView: View {
    @StateObject private var viewModel = SettingsViewModel()

    var body: some View {
        List(viewModel.preferences.value ?? []) { preference in
            Text(preference.id)
        }
        .alert(
            "Could not load settings",
            isPresented: Binding(
                get: { viewModel.preferences.error != nil },
                set: { isPresented in
                    if !isPresented {
                        if case .failure = viewModel.preferences { viewModel.preferences = .notInitiated }
                    }
                }
            )
        ) {
            Button("OK") {}
        }
        .task {
            await viewModel.loadPreferences()
        }
    }
}
