import SwiftUI

final class QuoteModel: ObservableObject {
    @Published var price = 0.0
    let symbol: String

    init(symbol: String) {
        self.symbol = symbol
    }
}

struct QuoteView: View {
    @StateObject private var model: QuoteModel

    init(symbol: String) {
        // The view creates its model, but '@State' never observes it.
        _model = StateObject(wrappedValue: QuoteModel(symbol: symbol))
    }

    var body: some View {
        Text("\(model.symbol): \(model.price)")
    }
}
