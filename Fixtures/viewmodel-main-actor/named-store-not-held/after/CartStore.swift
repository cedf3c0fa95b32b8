import Combine

struct CartLine {
    let sku: String
    var quantity: Int
}

@MainActor
final class CartStore: ObservableObject {
    @Published private(set) var lines: [CartLine] = []

    func add(_ sku: String) {
        lines.append(CartLine(sku: sku, quantity: 1))
    }
}
