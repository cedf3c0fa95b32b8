import SwiftUI

/// The footer lives in an extension in another file: the property goes in the view's
/// declaration, not private, so that this file sees it.
extension DashboardScreen {
    var footer: some View {
        StatusBar()
            .environmentObject(clockModel)
    }
}
