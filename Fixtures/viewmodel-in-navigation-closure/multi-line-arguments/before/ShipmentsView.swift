import SwiftUI

struct Shipment: Identifiable {
    let id: Int
    var carrier: String
}

struct ShipmentsView: View {
    let shipments: [Shipment]
    let client: TrackingClient
    @State private var trackedShipment: Shipment?

    var body: some View {
        List(shipments) { shipment in
            Button(shipment.carrier) {
                trackedShipment = shipment
            }
        }
        .sheet(item: $trackedShipment) { shipment in
            TrackingView(
                viewModel: TrackingViewModel(
                    shipmentID: shipment.id,
                    client: client
                ),
                carrier: shipment.carrier
            )
        }
    }
}
