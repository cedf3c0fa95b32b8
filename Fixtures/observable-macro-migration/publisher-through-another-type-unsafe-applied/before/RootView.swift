import SwiftUI

struct RootView: View {
    let app: AppModel

    var body: some View {
        AccentBadge()
            .environmentObject(app.theme)
    }
}
