import SwiftUI

struct StatusRow: View {
    let id: String

    var body: some View {
        StatusActions()
            .environmentObject(StatusDataControllerProvider.shared.dataController(for: id))
    }
}

struct StatusActions: View {
    @EnvironmentObject private var controller: StatusDataController

    var body: some View {
        Text(controller.isFavorited ? "Favorited" : "Favorite")
    }
}

/// A file-scope function: its declaration says what it returns.
func currentStatusController() -> StatusDataController {
    StatusDataControllerProvider.shared.dataController(for: "current")
}

struct CurrentStatusRow: View {
    var body: some View {
        StatusActions()
            .environmentObject(currentStatusController())
    }
}
