import SwiftUI

@Observable
public final class ThemeStore {
    public var accent = "blue"

    public init() {}
}

@Observable
final class BadgeStore {
    var count = 0
}

public struct ThemedBadge: View {
    @Environment(ThemeStore.self) private var theme
    @State private var badges = BadgeStore()

    public init() {}

    public var body: some View {
        Text("\(badges.count) in \(theme.accent)")
    }
}
