import Combine
import SwiftUI

final class TaskDefinition: ObservableObject {
    @Published var name = ""
}

/// Holds its definition in '@ObservedObject' (which observes nothing in a class) and forwards
/// its changes by hand: both go when the two classes move together.
final class ActiveTask: ObservableObject {
    @Published private(set) var isRunning = false

    /// The definition this run was started from.
    @ObservedObject var definition: TaskDefinition

    var startedAt: Double?

    private var cancellables = Set<AnyCancellable>()

    init(definition: TaskDefinition) {
        self.definition = definition

        self.definition.objectWillChange.sink { _ in
            self.objectWillChange.send()
        }.store(in: &cancellables)
    }

    func start() {
        isRunning = true
    }
}
