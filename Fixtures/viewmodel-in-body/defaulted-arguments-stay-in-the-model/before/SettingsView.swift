import SwiftUI

enum Pane {
    case general, network
}

struct SettingsView: View {
    @State private var pane = Pane.general
    let status: ConnectionStatus

    var body: some View {
        switch pane {
        case .general:
            Text("General")
        case .network:
            // Every argument of the model's initializer has a default, and none is passed.
            NetworkPane(model: NetworkPaneModel(), status: status)
        }
    }
}
