import SwiftUI

/// A grid building one cell per item with the closure its caller passes.
struct CardGrid<Item: Identifiable, Cell: View>: View {
    let items: [Item]
    let cell: (Item) -> Cell

    init(_ items: [Item], @ViewBuilder cell: @escaping (Item) -> Cell) {
        self.items = items
        self.cell = cell
    }

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
                ForEach(items) { item in
                    cell(item)
                }
            }
        }
    }
}
