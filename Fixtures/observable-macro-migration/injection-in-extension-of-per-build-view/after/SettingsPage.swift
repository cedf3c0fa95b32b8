import SwiftUI

/// Another 'Content' whose 'theme' is a name: only the extended type's own declarations say.
struct SettingsPage: View {
    struct Content: View {
        let theme: String

        var body: some View {
            Text(theme)
        }
    }

    var body: some View {
        Content(theme: "dark")
    }
}
