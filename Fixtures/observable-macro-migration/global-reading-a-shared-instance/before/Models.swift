import Combine

final class BackupManager: ObservableObject {
    static let shared = BackupManager()

    @Published var isRunning = false
}

/// The app's one manager, read through a file-scope name.
let backupManager = BackupManager.shared

final class DeviceList: ObservableObject {
    @Published var names: [String] = []
}
