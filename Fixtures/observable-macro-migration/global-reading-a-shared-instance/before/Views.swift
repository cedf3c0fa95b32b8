import SwiftUI

struct BackupView: View {
    @StateObject var manager = backupManager
    @StateObject var devices = DeviceList()

    var body: some View {
        Text(manager.isRunning ? "Running for \(devices.names.count)" : "Idle")
    }
}
