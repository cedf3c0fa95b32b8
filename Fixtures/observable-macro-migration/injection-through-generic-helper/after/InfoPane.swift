import SwiftUI

struct InfoPane: View {
    @Environment(AppState.self) private var appState

    var body: some View {
        Text("\(appState.installed.count) installed")
    }
}

struct InfoPane_Previews: PreviewProvider {
    static var previews: some View {
        // `configure` hands back the `AppState` it was given, so the injection names its type.
        InfoPane()
            .environment(configure(AppState()) { $0.installed = ["16.0"] })
    }
}
