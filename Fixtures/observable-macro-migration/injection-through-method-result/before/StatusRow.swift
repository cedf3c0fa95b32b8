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
