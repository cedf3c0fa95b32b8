import SwiftUI

struct HistoryView: View {
    @StateObject private var viewModel = HistoryViewModel()

    var body: some View {
        Group {
            if viewModel.loading {
                ProgressView()
            } else if let error = viewModel.error {
                Text(error.localizedDescription)
            } else {
                List(viewModel.entries) { entry in
                    Text(entry.title)
                }
            }
        }
        .task {
            await viewModel.loadEntries()
        }
    }
}
