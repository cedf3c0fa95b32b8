import Combine
import SwiftUI

final class AvatarModel: ObservableObject {
    @Published private(set) var isResolved = false

    func resolve() {
        isResolved = true
    }
}

struct AvatarView: View {
    @StateObject private var model = AvatarModel()

    var body: some View {
        Text(model.isResolved ? "ready" : "loading")
    }
}

/// Publishes a property of the same name, which the probe never watches.
final class BadgeModel: ObservableObject {
    @Published var isResolved = false
}

struct BadgeView: View {
    @StateObject private var model = BadgeModel()

    var body: some View {
        Toggle("Resolved", isOn: $model.isResolved)
    }
}
