import SwiftUI

public struct PublicItemView: View {
    @ObservedObject var model: ItemModel

    public init(model: ItemModel) {
        self.model = model
    }

    public var body: some View { Text(model.title) }
}

struct TwoInitItemView: View {
    @ObservedObject var model: ItemModel

    init(model: ItemModel) {
        self.model = model
    }

    init(title: String) {
        model = ItemModel(title: title)
    }

    var body: some View { Text(model.title) }
}

struct MixedItemView: View {
    @ObservedObject var model: ItemModel

    var body: some View { Text(model.title) }
}
