import Combine

final class CartModel: ObservableObject {
    @Published var items: [String] = []
}
