import SwiftUI

/// Reads the view's stored property from an extension in a file of its own.
extension ServerView.ContentView {
    var table: some View {
        Badge()
            .environment(theme)
    }
}
