import SwiftUI

struct StatusRow: View {
    let id: String

    var body: some View {
        StatusActions()
            .environment(StatusDataControllerProvider.shared.dataController(for: id))
    }
}

struct StatusActions: View {
    @Environment(StatusDataController.self) private var controller

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
            .environment(currentStatusController())
    }
}
