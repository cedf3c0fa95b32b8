import Combine
import Observation

@Observable
final class SwitchItem {
    let title: String
    var isOn = false

    init(title: String) {
        self.title = title
    }
}

@Observable
final class SwitchList {
    var items: [SwitchItem] = []

    var pinned: [SwitchItem] {
        items.filter { $0.isOn }
    }
}
