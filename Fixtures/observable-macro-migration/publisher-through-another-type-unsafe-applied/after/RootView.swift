import SwiftUI

struct RootView: View {
    let app: AppModel

    var body: some View {
        AccentBadge()
            .environment(app.theme)
    }
}
