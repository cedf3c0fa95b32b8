import SwiftUI

/// Declares a `ViewModel` of its own, so the name alone is not one class.
struct HistoryView: View {
    @StateObject var viewModel = ViewModel()

    var body: some View {
        Text("\(viewModel.entries.count) scans")
    }
}

extension HistoryView {
    final class ViewModel: ObservableObject {
        @Published var entries: [String] = []
    }
}
