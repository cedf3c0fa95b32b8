import SwiftUI

struct SettingsView: View {
    @State private var settings = SettingsStore()

    var body: some View {
        VStack {
            Toggle("Captions", isOn: $settings.captionsOn)
            Text("\(settings.playbackSpeed)")
            TextField("Theme", text: $settings.theme)
            Text(settings.username)
        }
    }
}
