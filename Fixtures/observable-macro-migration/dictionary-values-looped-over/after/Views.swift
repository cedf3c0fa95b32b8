import SwiftUI

struct DevicesView: View {
    @State private var devices = DeviceList()
    @State private var backups = BackupManager()

    var body: some View {
        Text("\(devices.names.count) devices, \(backups.plans.count) plans")
    }
}
