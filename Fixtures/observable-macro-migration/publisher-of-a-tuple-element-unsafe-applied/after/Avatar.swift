import Combine
import SwiftUI

@Observable
final class AvatarModel {
    private(set) var isResolved = false {
        willSet { isResolvedSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var isResolvedSubject = CurrentValueSubject<Bool, Never>(isResolved)
    var isResolvedPublisher: AnyPublisher<Bool, Never> { isResolvedSubject.eraseToAnyPublisher() }

    func resolve() {
        isResolved = true
    }
}

struct AvatarView: View {
    @State private var model = AvatarModel()

    var body: some View {
        Text(model.isResolved ? "ready" : "loading")
    }
}

/// Publishes a property of the same name, which the probe never watches.
@Observable
final class BadgeModel {
    var isResolved = false
}

struct BadgeView: View {
    @State private var model = BadgeModel()

    var body: some View {
        Toggle("Resolved", isOn: $model.isResolved)
    }
}
