import Combine
import Observation

@Observable
final class BackupManager {
    static let shared = BackupManager()

    var isRunning = false
}

/// The app's one manager, read through a file-scope name.
let backupManager = BackupManager.shared

@Observable
final class DeviceList {
    var names: [String] = []
}
