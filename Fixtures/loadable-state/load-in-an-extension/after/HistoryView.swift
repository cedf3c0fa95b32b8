import SwiftUI

struct HistoryView: View {
    @StateObject private var viewModel = HistoryViewModel()

    var body: some View {
        Group {
            if viewModel.entries.isLoading {
                ProgressView()
            } else if let error = viewModel.entries.error {
                Text(error.localizedDescription)
            } else {
                List(viewModel.entries.value ?? [HistoryEntry]()) { entry in
                    Text(entry.title)
                }
            }
        }
        .task {
            await viewModel.loadEntries()
        }
    }
}
