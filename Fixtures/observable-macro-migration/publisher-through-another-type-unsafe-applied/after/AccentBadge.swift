import SwiftUI

struct AccentBadge: View {
    @Environment(ThemeSettings.self) private var theme

    var body: some View {
        Text(theme.accent)
    }
}
