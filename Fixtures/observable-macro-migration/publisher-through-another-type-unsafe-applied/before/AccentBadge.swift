import SwiftUI

struct AccentBadge: View {
    @EnvironmentObject var theme: ThemeSettings

    var body: some View {
        Text(theme.accent)
    }
}
