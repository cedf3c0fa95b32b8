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
    @ObservedObject var viewModel: QuoteViewModel

    var body: some View {
        HStack {
            Text(viewModel.symbol)
            Spacer()
            Text(viewModel.price.map { "\($0)" } ?? "—")
        }
        .onAppear(perform: viewModel.startUpdates)
    }
}
