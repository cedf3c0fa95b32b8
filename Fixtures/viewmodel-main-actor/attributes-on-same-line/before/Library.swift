import SwiftUI

@available(macOS 14, iOS 17, *) @Observable final class ShelfModel {
    var titles: [String] = []
}

@available(macOS 12, iOS 15, *) public final class ReaderViewModel: ObservableObject {
    @Published public var page = 1
}

@available(macOS 14, iOS 17, *)
struct ShelfView: View {
    @Bindable var shelf: ShelfModel

    var body: some View {
        List(shelf.titles, id: \.self) { title in
            Text(title)
        }
    }
}
