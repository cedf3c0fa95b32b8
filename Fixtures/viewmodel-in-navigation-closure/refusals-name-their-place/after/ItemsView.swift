import SwiftUI

struct ItemsView: View {
    @State private var shown = false

    var body: some View {
        Button("Show") { shown = true }
            .sheet(isPresented: $shown) {
                PublicItemView(model: ItemModel(title: "Public"))
            }
            .popover(isPresented: $shown) {
                TwoInitItemView(model: ItemModel(title: "Two"))
            }
            .fullScreenCover(isPresented: $shown) {
                MixedItemView(model: ItemModel(title: "Title"))
            }
            .navigationDestination(isPresented: $shown) {
                MixedItemView(model: ItemModel(id: 7))
            }
    }
}
