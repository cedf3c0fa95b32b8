import SwiftUI

struct Item: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct ParentView: View {
    let items: [Item]
    @State private var selected: Item?
    @State private var isFavorite = false

    var body: some View {
        List(items) { item in
            Button(item.name) { selected = item }
        }
        .sheet(item: $selected) { item in
            DetailView(id: item.id, isFavorite: $isFavorite, draft: item.name)
        }
    }
}
