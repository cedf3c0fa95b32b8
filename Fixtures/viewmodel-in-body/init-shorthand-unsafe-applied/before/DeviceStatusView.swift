import SwiftUI

final class DeviceStatusViewModel: ObservableObject {
    let id: Int
    @Published private(set) var battery = 100

    init(id: Int) {
        self.id = id
    }

    func refresh() async {
        battery = 80
    }
}

struct DeviceStatusView: View {
    @ObservedObject var viewModel: DeviceStatusViewModel

    var body: some View {
        Text("Battery: \(viewModel.battery)%")
            .task {
                await viewModel.refresh()
            }
    }
}
