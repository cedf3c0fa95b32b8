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
