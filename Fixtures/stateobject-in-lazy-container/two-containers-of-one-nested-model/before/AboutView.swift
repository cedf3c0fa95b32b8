import SwiftUI

/// Declares a 'ViewModel' of its own first, so the bare name alone would pick it.
struct AboutView: View {
    @StateObject private var viewModel = ViewModel()

    var body: some View {
        Text(viewModel.version)
    }
}

extension AboutView {
    final class ViewModel: ObservableObject {
        @Published var version = "1.0"
    }
}
