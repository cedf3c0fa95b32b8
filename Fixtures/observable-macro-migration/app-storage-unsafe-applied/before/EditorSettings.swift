import SwiftUI

/// Each toggle writes `UserDefaults` through '@AppStorage', which tells the object, and so the
/// view, of the change.
final class EditorSettings: ObservableObject {
    @AppStorage("editor.wrapLines") var wrapLines = true
    @AppStorage("editor.fontSize") var fontSize = 13.0
    @Published var previewText = "Hello"
}

struct EditorSettingsView: View {
    @StateObject private var settings = EditorSettings()

    var body: some View {
        Form {
            Toggle("Wrap lines", isOn: $settings.wrapLines)
            Text(settings.previewText)
                .font(.system(size: settings.fontSize))
        }
    }
}
