import SwiftUI

#if DEBUG
    final class DebugMenuViewModel: ObservableObject {
        @Published var showsFrameRate = false
    }

    struct DebugMenu: View {
        @StateObject private var menu = DebugMenuViewModel()

        var body: some View {
            Toggle("Frame rate", isOn: $menu.showsFrameRate)
        }
    }
#else
    final class DebugMenuViewModel: ObservableObject {}
#endif

final class FlagsStore: ObservableObject {
    #if DEBUG
        @Published var overrides: [String: Bool] = [:]
    #endif
}
