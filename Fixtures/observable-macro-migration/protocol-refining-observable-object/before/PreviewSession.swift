import SwiftUI

#if DEBUG
final class PreviewSession {
    @Published var userName = "Preview"

    func signOut() {}
}

extension PreviewSession: SessionProviding {}
#endif
