import SwiftUI

struct StocksView: View {
    @ObservedObject private var viewModel = StocksViewModel.shared

    var body: some View {
        List(viewModel.quotes.value ?? []) { quote in
            Text(quote.id)
        }
        .overlay {
            if viewModel.quotes.isLoading {
                ProgressView()
            }
        }
        .task {
            await viewModel.loadQuotes()
        }
    }
}
