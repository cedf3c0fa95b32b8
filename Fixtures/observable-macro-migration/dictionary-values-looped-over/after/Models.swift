import Combine
import Foundation
import Observation

@Observable
final class BackupPlan: Identifiable {
    let id = UUID()
    var isEnabled = false
}

@Observable
final class DeviceList {
    var names: [String] = []
}

/// Relays each plan's changes: the loop's 'plan' is a 'BackupPlan', never a 'DeviceList'.
@Observable
final class BackupManager {
    var plans: [BackupPlan.ID: BackupPlan] = [:]

    func relayPlanChanges() {
    }
}
