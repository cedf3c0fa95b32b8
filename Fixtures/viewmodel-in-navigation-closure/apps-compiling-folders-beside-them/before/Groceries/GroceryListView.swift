import SwiftUI

struct GroceryListView: View {
    let groceries: [Grocery]
    @State private var selected: Grocery?

    var body: some View {
        List(groceries, id: \.self) { grocery in
            Button(grocery.name) { selected = grocery }
        }
        .sheet(item: $selected) { grocery in
            ItemView(viewModel: ItemViewModel(grocery: grocery, isBought: false))
        }
    }
}
