import SwiftUI

/// Another view with a nested 'ViewModel', so the bare name alone is ambiguous.
struct BadgeView: View {
    @StateObject private var viewModel = ViewModel()

    var body: some View {
        Text(viewModel.label)
    }
}

extension BadgeView {
    final class ViewModel: ObservableObject {
        @Published var label = "Apollo"
    }
}
