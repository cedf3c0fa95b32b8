import SwiftUI

struct ThemePreview: View {
    @StateObject var settings: ThemeSettings
    let title: String

    init(title: String) {
        _settings = StateObject(wrappedValue: {
            let settings: ThemeSettings = .init()
            settings.accent = "orange"
            settings.restore()
            return settings
        }())
        self.title = title
    }

    var body: some View {
        Text(title)
            .bold(settings.isCompact)
    }
}
