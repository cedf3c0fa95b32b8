import SwiftUI

struct Grocery: Hashable, Identifiable {
    var name: String
    var id: String { name }
}

final class ItemViewModel: ObservableObject {
    @Published var grocery: Grocery
    @Published var isBought: Bool

    init(grocery: Grocery, isBought: Bool) {
        self.grocery = grocery
        self.isBought = isBought
    }
}

struct ItemView: View {
    @ObservedObject var viewModel: ItemViewModel

    var body: some View {
        Toggle(viewModel.grocery.name, isOn: $viewModel.isBought)
    }
}
