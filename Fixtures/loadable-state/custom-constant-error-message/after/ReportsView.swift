import SwiftUI

struct ReportsView: View {
    @ObservedObject var viewModel: ReportsViewModel

    var body: some View {
        List(viewModel.reports.value ?? []) { report in
            Text(report.title)
        }
        .overlay {
            if viewModel.reports.isLoading {
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
