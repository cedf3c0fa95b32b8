import Combine
import Foundation

final class BackupPlan: ObservableObject, Identifiable {
    let id = UUID()
    @Published var isEnabled = false
}

final class DeviceList: ObservableObject {
    @Published var names: [String] = []
}

/// Relays each plan's changes: the loop's 'plan' is a 'BackupPlan', never a 'DeviceList'.
final class BackupManager: ObservableObject {
    @Published var plans: [BackupPlan.ID: BackupPlan] = [:]
    private var subscriptions = Set<AnyCancellable>()

    func relayPlanChanges() {
        for plan in plans.values {
            plan.objectWillChange
                .sink { [weak self] in self?.objectWillChange.send() }
                .store(in: &subscriptions)
        }
    }
}
