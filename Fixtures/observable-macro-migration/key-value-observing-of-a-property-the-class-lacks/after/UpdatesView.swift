import SwiftUI

struct UpdatesView: View {
    @State private var updates = UpdatesModel()

    var body: some View {
        Text(updates.isChecking ? "Checking" : "Idle")
    }
}
