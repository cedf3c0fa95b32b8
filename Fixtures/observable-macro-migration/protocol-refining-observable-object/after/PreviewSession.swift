import SwiftUI

#if DEBUG
@Observable
final class PreviewSession {
    var userName = "Preview"

    func signOut() {}
}

extension PreviewSession: SessionProviding {}
#endif
