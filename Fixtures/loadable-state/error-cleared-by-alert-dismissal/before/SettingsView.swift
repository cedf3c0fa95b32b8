import SwiftUI

struct SettingsView: View {
    @StateObject private var viewModel = SettingsViewModel()

    var body: some View {
        List(viewModel.preferences) { preference in
            Text(preference.id)
        }
        .alert(
            "Could not load settings",
            isPresented: Binding(
                get: { viewModel.errorMessage != nil },
                set: { isPresented in
                    if !isPresented {
                        viewModel.errorMessage = nil
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
