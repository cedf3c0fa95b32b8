import SwiftUI

public final class ThemeStore: ObservableObject {
    @Published public var accent = "blue"

    public init() {}
}

final class BadgeStore: ObservableObject {
    @Published var count = 0
}

public struct ThemedBadge: View {
    @EnvironmentObject var theme: ThemeStore
    @StateObject private var badges = BadgeStore()

    public init() {}

    public var body: some View {
        Text("\(badges.count) in \(theme.accent)")
    }
}
