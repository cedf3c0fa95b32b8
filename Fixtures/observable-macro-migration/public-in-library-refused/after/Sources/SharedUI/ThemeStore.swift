import SwiftUI

public final class ThemeStore: ObservableObject {
    @Published public var accent = "blue"

    public init() {}
}

@Observable
final class BadgeStore {
    var count = 0
}

public struct ThemedBadge: View {
    @EnvironmentObject var theme: ThemeStore
    @State private var badges = BadgeStore()

    public init() {}

    public var body: some View {
        Text("\(badges.count) in \(theme.accent)")
    }
}
