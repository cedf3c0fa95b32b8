import SwiftUI

final class QuoteViewModel: ObservableObject {
    let symbol: String
    @Published private(set) var price: Double?

    init(symbol: String) {
        self.symbol = symbol
    }

    func startUpdates() {
        price = 100
    }
}

struct QuoteRow: View {
    @StateObject private var viewModel: QuoteViewModel

    init(symbol: String) {
        _viewModel = StateObject(wrappedValue: QuoteViewModel(symbol: symbol))
    }

    var body: some View {
        HStack {
            Text(viewModel.symbol)
            Spacer()
            Text(viewModel.price.map { "\($0)" } ?? "—")
        }
        .onAppear(perform: viewModel.startUpdates)
    }
}
