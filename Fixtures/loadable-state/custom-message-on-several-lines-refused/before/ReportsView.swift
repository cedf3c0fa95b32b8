import SwiftUI

struct ReportsView: View {
    @StateObject private var viewModel = ReportsViewModel()

    var body: some View {
        List(viewModel.reports) { report in
            Text("\(report.id)")
        }
        .overlay {
            if viewModel.isLoading { ProgressView() }
            if let message = viewModel.errorMessage { Text(message) }
        }
        .task { await viewModel.load() }
    }
}
