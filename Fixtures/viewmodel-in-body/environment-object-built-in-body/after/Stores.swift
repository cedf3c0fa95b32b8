import SwiftUI

final class SessionStore: ObservableObject {
    @Published var userName = ""
}

final class ThemeStore: ObservableObject {
    @Published var accent = "blue"
}

final class UIState: ObservableObject {
    @Published var sidebarVisible = true

    init(sidebarVisible: Bool) {
        self.sidebarVisible = sidebarVisible
    }
}

final class BadgeCounter: ObservableObject {
    @Published var count: Int

    init(start: Int) {
        count = start
    }
}
