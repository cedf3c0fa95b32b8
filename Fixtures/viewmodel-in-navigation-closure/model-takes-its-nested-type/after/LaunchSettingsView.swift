import SwiftUI

struct LaunchSettingsView: View {
    @State private var showsActivation = false

    var body: some View {
        Button("Activate") { showsActivation = true }
            .sheet(isPresented: $showsActivation) {
                SecretView(
                    mode: SecretViewModel.Mode.activate,
                    previous: nil
                )
            }
    }
}
