@testable import Account
import SwiftUI

/// Scenes the app's preview target shows, with stub models.
enum PreviewScene {
    static func signIn() -> some View {
        SignInScreen(model: .preview())
    }

    static func signIn(model: SignInModel? = nil) -> some View {
        NavigationStack {
            SignInScreen(model: model ?? .preview())
        }
    }
}
