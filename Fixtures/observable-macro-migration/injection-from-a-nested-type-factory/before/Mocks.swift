import SwiftUI

/// Stand-ins for previews, grouped by screen.
enum MockFabric {}

extension MockFabric {
    @MainActor
    enum SendCrypto {
        static func mockViewModel() -> SendViewModel {
            SendViewModel()
        }
    }
}
