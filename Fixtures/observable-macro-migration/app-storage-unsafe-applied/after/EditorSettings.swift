import SwiftUI

/// Each toggle writes `UserDefaults` through '@AppStorage', which tells the object, and so the
/// view, of the change.
@Observable
final class EditorSettings {
    @ObservationIgnored @AppStorage("editor.wrapLines") var wrapLines = true
    @ObservationIgnored @AppStorage("editor.fontSize") var fontSize = 13.0
    var previewText = "Hello"
}

struct EditorSettingsView: View {
    @State private var settings = EditorSettings()

    var body: some View {
        Form {
            Toggle("Wrap lines", isOn: $settings.wrapLines)
            Text(settings.previewText)
                .font(.system(size: settings.fontSize))
        }
    }
}
