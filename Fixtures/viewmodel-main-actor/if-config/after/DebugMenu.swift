import SwiftUI

#if DEBUG
    @MainActor
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
    @MainActor
    final class DebugMenuViewModel: ObservableObject {}
#endif

@MainActor
final class FlagsStore: ObservableObject {
    #if DEBUG
        @Published var overrides: [String: Bool] = [:]
    #endif
}
