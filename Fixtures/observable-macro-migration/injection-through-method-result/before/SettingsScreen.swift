import SwiftUI

struct SettingsScreen: View {
    /// Built only when the screen shows the links it guards.
    private var makeSentinel: () -> LinkSentinel

    init(sentinel: @escaping @autoclosure () -> LinkSentinel) {
        self.makeSentinel = sentinel
    }

    var body: some View {
        LinkList()
            .environmentObject(makeSentinel())
    }
}

struct LinkList: View {
    @EnvironmentObject private var sentinel: LinkSentinel

    var body: some View {
        List(sentinel.pendingLinks, id: \.self) { Text($0) }
    }
}
