import Combine
import SwiftUI

@Observable
final class TaskDefinition {
    var name = ""
}

/// Holds its definition in '@ObservedObject' (which observes nothing in a class) and forwards
/// its changes by hand: both go when the two classes move together.
@Observable
final class ActiveTask {
    private(set) var isRunning = false

    /// The definition this run was started from.
    var definition: TaskDefinition

    var startedAt: Double?

    init(definition: TaskDefinition) {
        self.definition = definition
    }

    func start() {
        isRunning = true
    }
}
