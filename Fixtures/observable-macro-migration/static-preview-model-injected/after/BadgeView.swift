import SwiftUI

/// Another view with a nested 'ViewModel', so the bare name alone is ambiguous.
struct BadgeView: View {
    @State private var viewModel = ViewModel()

    var body: some View {
        Text(viewModel.label)
    }
}

extension BadgeView {
    @Observable
    final class ViewModel {
        var label = "Apollo"
    }
}
