import Combine
import Foundation

public final class SyncStore: ObservableObject {
    @Published public private(set) var lastSync: Date?

    public init() {}

    public func markSynced() {
        lastSync = Date()
    }
}
