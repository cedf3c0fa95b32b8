import SwiftUI

public final class ItemModel: ObservableObject {
    @Published var title: String

    init(title: String) {
        self.title = title
    }

    init(id: Int) {
        title = "Item \(id)"
    }
}
