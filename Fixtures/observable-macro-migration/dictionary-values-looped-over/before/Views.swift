import SwiftUI

struct DevicesView: View {
    @StateObject private var devices = DeviceList()
    @StateObject private var backups = BackupManager()

    var body: some View {
        Text("\(devices.names.count) devices, \(backups.plans.count) plans")
    }
}
