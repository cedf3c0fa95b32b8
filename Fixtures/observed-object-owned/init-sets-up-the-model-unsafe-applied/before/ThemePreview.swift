import SwiftUI

struct ThemePreview: View {
    @ObservedObject var settings: ThemeSettings = .init()
    let title: String

    init(title: String) {
        settings.accent = "orange"
        self.title = title
        settings.restore()
    }

    var body: some View {
        Text(title)
            .bold(settings.isCompact)
    }
}
