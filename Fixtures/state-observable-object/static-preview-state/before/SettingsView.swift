import SwiftUI

final class Configuration: ObservableObject {
    @Published var name = ""
    @Published var drives: [String] = []
}

struct SettingsView: View {
    let configuration: Configuration

    var body: some View {
        Text(configuration.name)
    }
}

struct SettingsView_Previews: PreviewProvider {
    // Shared by every preview; SwiftUI never installs a static wrapper.
    @State static private var configuration = Configuration()

    static var previews: some View {
        SettingsView(configuration: configuration)
            .onAppear { configuration.drives.append("disk") }
    }
}
