import SwiftUI

struct Device: Identifiable {
    let id: Int
    var name: String
}

struct DevicesView: View {
    let devices: [Device]
    @State private var selectedID = 0

    var body: some View {
        VStack {
            Picker("Device", selection: $selectedID) {
                ForEach(devices) { device in
                    Text(device.name).tag(device.id)
                }
            }
            DeviceStatusView(id: selectedID)
        }
    }
}
