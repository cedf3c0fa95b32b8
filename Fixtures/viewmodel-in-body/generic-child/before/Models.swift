import SwiftUI

final class AddressModel: ObservableObject {
    @Published private(set) var address = ""
    private let account: String

    init(account: String) {
        self.account = account
    }

    func refresh() {
        address = "addr:" + account
    }
}

struct Tag {
    let name: String
}

final class TagModel: ObservableObject {
    @Published var tag: Tag

    init(tag: Tag) {
        self.tag = tag
    }
}
