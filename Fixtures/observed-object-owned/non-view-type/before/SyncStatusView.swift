import SwiftUI

final class SyncModel: ObservableObject {
    @Published var lastSync: Date?
}

@MainActor
struct SyncConfiguration: CustomStringConvertible {
    @ObservedObject var model = SyncModel()
    var interval: TimeInterval = 60

    nonisolated var description: String {
        "every \(Int(interval)) s"
    }
}

@MainActor
final class SyncCoordinator {
    @ObservedObject var model = SyncModel()
}

struct SyncStatusView: View {
    let configuration: SyncConfiguration

    var body: some View {
        Text(configuration.model.lastSync == nil ? "Never synced" : "Synced")
    }
}
