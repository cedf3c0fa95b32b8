import SwiftUI

final class SessionStore: ObservableObject {
    @Published var userName = "Preview"
}

/// What every preview of a screen needs around it.
struct PreviewEnvironment: ViewModifier {
    func body(content: Content) -> some View {
        content
            .environmentObject(SessionStore())
    }
}

extension View {
    func previewEnvironment() -> some View {
        modifier(PreviewEnvironment())
    }
}
