import SwiftUI

final class BannerViewModel: ObservableObject {
    @Published var isDismissed = false
    let text: String

    init(text: String) {
        self.text = text
    }
}

struct BannerView: View {
    @ObservedObject var viewModel: BannerViewModel

    var body: some View {
        if !viewModel.isDismissed {
            Button(viewModel.text) { viewModel.isDismissed = true }
        }
    }
}

/// The screens of the app, each one a view.
enum Screen: View {
    case welcome
    case settings

    var body: some View {
        switch self {
        case .welcome:
            BannerView(viewModel: BannerViewModel(text: "Welcome"))
        case .settings:
            Text("Settings")
        }
    }
}
