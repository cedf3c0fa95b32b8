import SwiftUI

final class TrackingClient {
    func status(of shipmentID: Int) -> String {
        "In transit"
    }
}

final class TrackingViewModel: ObservableObject {
    private let shipmentID: Int
    private let client: TrackingClient
    @Published private(set) var status = ""

    init(shipmentID: Int, client: TrackingClient) {
        self.shipmentID = shipmentID
        self.client = client
    }

    func refresh() {
        status = client.status(of: shipmentID)
    }
}

struct TrackingView: View {
    @StateObject private var viewModel: TrackingViewModel
    let carrier: String

    init(shipmentID: Int, client: TrackingClient, carrier: String) {
        _viewModel = StateObject(wrappedValue: TrackingViewModel(shipmentID: shipmentID, client: client))
        self.carrier = carrier
    }

    var body: some View {
        VStack {
            Text(carrier)
                .font(.headline)
            Text(viewModel.status)
        }
        .onAppear(perform: viewModel.refresh)
    }
}
