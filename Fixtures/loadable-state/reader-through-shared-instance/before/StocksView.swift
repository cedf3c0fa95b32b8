import SwiftUI

struct StocksView: View {
    @ObservedObject private var viewModel = StocksViewModel.shared

    var body: some View {
        List(viewModel.quotes) { quote in
            Text(quote.id)
        }
        .overlay {
            if viewModel.isLoading {
                ProgressView()
            }
        }
        .task {
            await viewModel.loadQuotes()
        }
    }
}
