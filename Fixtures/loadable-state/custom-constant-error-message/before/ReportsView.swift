import SwiftUI

struct ReportsView: View {
    @ObservedObject var viewModel: ReportsViewModel

    var body: some View {
        List(viewModel.reports) { report in
            Text(report.title)
        }
        .overlay {
            if viewModel.isLoading {
                ProgressView()
            }
        }
        .task { await viewModel.loadReports() }
        .safeAreaInset(edge: .bottom) {
            if let message = viewModel.errorMessage {
                Text(message)
            }
        }
    }
}
