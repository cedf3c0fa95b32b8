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
    @ObservedObject var layout = PhoneLayoutModel() // compact by default
    #else
    @ObservedObject var layout = DesktopLayoutModel() /* wide by default */
    #endif

    /// The toolbar's items.
    @ObservedObject // created here, so this view owns it
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
