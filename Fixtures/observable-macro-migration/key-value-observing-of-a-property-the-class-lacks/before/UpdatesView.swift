import SwiftUI

struct UpdatesView: View {
    @StateObject private var updates = UpdatesModel()

    var body: some View {
        Text(updates.isChecking ? "Checking" : "Idle")
    }
}
