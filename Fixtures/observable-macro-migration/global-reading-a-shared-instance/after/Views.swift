import SwiftUI

struct BackupView: View {
    @State var manager = backupManager
    @State var devices = DeviceList()

    var body: some View {
        Text(manager.isRunning ? "Running for \(devices.names.count)" : "Idle")
    }
}
