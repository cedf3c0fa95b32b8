import Combine

final class SwitchItem: ObservableObject {
    let title: String
    @Published var isOn = false

    init(title: String) {
        self.title = title
    }
}

final class SwitchList: ObservableObject {
    @Published var items: [SwitchItem] = []

    var pinned: [SwitchItem] {
        items.filter { $0.isOn }
    }
}
