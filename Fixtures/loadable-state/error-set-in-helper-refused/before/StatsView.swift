import SwiftUI

struct StatsView: View {
    @StateObject private var viewModel = StatsViewModel()

    var body: some View {
        VStack {
            if viewModel.isLoading {
                ProgressView()
            } else if let stats = viewModel.stats {
                Text("\(stats.visitors) visitors")
            } else if let loadingError = viewModel.loadingError {
                Text(loadingError.localizedDescription)
            }
        }
        .task { await viewModel.reload() }
    }
}
