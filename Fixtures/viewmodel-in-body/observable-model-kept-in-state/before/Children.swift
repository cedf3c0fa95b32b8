import SwiftUI

/// Memberwise initializer: no `private`, which would make it private.
struct GreetingView: View {
    @Bindable var model: GreetingModel

    var body: some View {
        Stepper("Waves: \(model.waves)", value: $model.waves, in: 0...10)
    }
}

/// Its own initializer fills the model.
struct SummaryView: View {
    private let summary: SummaryModel

    init(summary: SummaryModel) {
        self.summary = summary
    }

    var body: some View {
        Text("Account \(summary.accountID)")
    }
}

/// Also given a model its parent has: which view owns it is for a person to decide.
struct ArchiveView: View {
    let archive: ArchiveModel
    let title: String

    var body: some View {
        Text("\(title): page \(archive.page)")
    }
}

/// Keeps its model in `@State` already: nothing to report.
struct BadgeView: View {
    @State private var badge: BadgeModel

    init(badge: BadgeModel) {
        _badge = State(initialValue: badge)
    }

    var body: some View {
        Text("\(badge.count)")
    }
}

/// Keeps its model in `@State` already, also when another initializer hands it one: nothing to
/// report.
struct CounterView: View {
    @State private var badge: BadgeModel

    init(_ badge: BadgeModel) {
        _badge = State(initialValue: badge)
    }

    init(count: Int) {
        self.init(BadgeModel(count: count))
    }

    var body: some View {
        Text("\(badge.count)")
    }
}

/// Public, and keeps its model in `@State` already: nothing to report, whoever its callers are.
public struct PinnedBadgeView: View {
    @State private var pin: PinModel

    public init(pin: PinModel) {
        _pin = State(initialValue: pin)
    }

    public var body: some View {
        Text("\(pin.count)")
    }
}
