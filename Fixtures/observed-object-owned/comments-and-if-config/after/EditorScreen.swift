import SwiftUI

final class PhoneLayoutModel: ObservableObject {
    @Published var isCompact = true
}

final class DesktopLayoutModel: ObservableObject {
    @Published var isCompact = false
}

final class ToolbarModel: ObservableObject {
    @Published var items: [String] = []
}

struct EditorScreen: View {
    /// Layout state for the current platform.
    #if os(iOS)
    @StateObject var layout = PhoneLayoutModel() // compact by default
    #else
    @StateObject var layout = DesktopLayoutModel() /* wide by default */
    #endif

    /// The toolbar's items.
    @StateObject // created here, so this view owns it
    var toolbar = ToolbarModel()

    var body: some View {
        VStack {
            Text(layout.isCompact ? "Compact" : "Regular")
            ForEach(toolbar.items, id: \.self) { item in
                Text(item)
            }
        }
    }
}
