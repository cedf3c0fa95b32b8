import SwiftUI

final class AboutViewModel: ObservableObject {
    @Published var version: String
    @Published var showsLicenses = false

    init(version: String) {
        self.version = version
    }
}

struct AboutView: View {
    @StateObject private var viewModel: AboutViewModel

    init(version: String) {
        _viewModel = StateObject(wrappedValue: AboutViewModel(version: version))
    }

    var body: some View {
        Toggle(viewModel.version, isOn: $viewModel.showsLicenses)
    }
}

enum AppInfo {
    static let version = "1.0"
}

/// Builds the screen with what it needs, as the app's other modules do.
enum AboutModule {
    static func view() -> some View {
        let version = AppInfo.version

        return AboutView(
            version: version
        )
    }
}
