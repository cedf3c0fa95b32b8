import SwiftUI

final class DashboardModel: ObservableObject {
    @Published var tiles: [String] = []
    let refreshInterval: Int

    init(refreshInterval: Int = 30) {
        self.refreshInterval = refreshInterval
    }
}

final class SidebarModel: ObservableObject {
    @Published var selection: String?
}

struct DashboardView: View {
    /// The tiles shown on the dashboard.
    ///
    /// - Note: Refreshed when the view appears.
    #if os(iOS)
    @StateObject private var model = DashboardModel() // phones refresh every 30 s
    #else
    @StateObject private var model = DashboardModel(refreshInterval: 60) /* desktops refresh less often */
    #endif

    /// The sidebar keeps its own selection.
    @StateObject // created here, not passed in
    private var sidebar = SidebarModel()

    var body: some View {
        VStack {
            Text(sidebar.selection ?? "Nothing selected")
            ForEach(model.tiles, id: \.self) { tile in
                Text(tile)
            }
        }
    }
}
