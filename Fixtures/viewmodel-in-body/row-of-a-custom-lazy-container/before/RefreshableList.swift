import SwiftUI

/// A list with a refresh indicator drawn by hand above its rows.
struct RefreshableList<Content: View>: View {
    @Binding var isRefreshing: Bool
    let content: Content

    init(isRefreshing: Binding<Bool>, @ViewBuilder content: () -> Content) {
        _isRefreshing = isRefreshing
        self.content = content()
    }

    var body: some View {
        List {
            if isRefreshing {
                ProgressView()
            }
            content
        }
    }
}
