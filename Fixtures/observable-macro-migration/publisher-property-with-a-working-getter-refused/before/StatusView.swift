import SwiftUI

struct StatusView: View {
    @StateObject private var model = StatusModel()
    @State private var shown = ""

    var body: some View {
        Text(shown)
            .onReceive(model.statusPublisher) { shown = $0 }
    }
}
