import CoreData

/// Observes the parents of the contexts it is given, whose type is written nowhere here: none
/// is the 'UpdatesModel' it also keeps, which has no 'hasChanges' to observe.
final class SaveMonitor {
    private let updates: UpdatesModel
    private var observations: [NSKeyValueObservation] = []

    init(updates: UpdatesModel) {
        self.updates = updates
    }

    func watch(_ contexts: [NSManagedObjectContext]) {
        observations = contexts.compactMap(\.parent).map {
            $0.observe(\.hasChanges) { [updates] parent, _ in
                updates.isChecking = parent.hasChanges
            }
        }
    }
}
