import Combine
import Observation

@MainActor
final class InboxViewModel: ObservableObject {
    @Published var unread = 0
}

@MainActor final class OutboxViewModel: ObservableObject {
    @Published var pending = 0
}

@available(macOS 14, iOS 17, *)
@MainActor
@Observable
final class DraftsStore {
    var drafts: [String] = []
}

/// Mutable state shared across tasks; an actor, not a class.
actor AttachmentStore {
    private var files: [String: Int] = [:]

    func add(_ name: String, size: Int) {
        files[name] = size
    }
}

@globalActor
actor SyncActor {
    static let shared = SyncActor()
}

/// Synchronised off the main thread: its own global actor isolates it.
@SyncActor
final class SyncStore: ObservableObject {
    @Published var pendingChanges = 0
}
