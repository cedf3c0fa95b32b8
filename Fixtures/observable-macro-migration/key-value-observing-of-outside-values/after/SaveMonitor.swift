import CoreData

/// Observes the parent of the context it keeps, an 'NSManagedObjectContext', never the
/// 'PlayerModel' it reports with.
final class SaveMonitor {
    private let context: NSManagedObjectContext
    private let player: PlayerModel
    private var observation: NSKeyValueObservation?

    init(context: NSManagedObjectContext, player: PlayerModel) {
        self.context = context
        self.player = player
    }

    func start() {
        guard let parent = context.parent else { return }
        observation = parent.observe(\.hasChanges) { [player] parent, _ in
            print(parent.hasChanges, player.rate)
        }
    }

    /// The closure gets what an outside value's method hands it: a context, too.
    func startIfParented() {
        observation = context.parent.map { parent in
            parent.observe(\.hasChanges) { [player] parent, _ in
                print(parent.hasChanges, player.rate)
            }
        }
    }
}
