import Combine
import Foundation

/// Saved to disk as JSON.
final class DraftStore: ObservableObject, Codable {
    var title = ""
    var body = ""
}

final class CacheModel: ObservableObject {
    @Published var isStale = false
    /// Reads and writes go through `_entries`, which keeps a copy on disk.
    var entries: [String] {
        get { _entries }
        set { _entries = newValue }
    }
    private var _entries: [String] = []
    var count = 0
    private func _count() -> Int { count }
}
