import SwiftUI

struct DeparturesView: View {
    @StateObject private var viewModel = TrainsViewModel(station: "Oriente")

    var body: some View {
        VStack {
            Text((viewModel.departures.error != nil) ? "Departures unavailable" : viewModel.station)
                .font(.headline)
            List(viewModel.departures.value ?? []) { departure in
                Text(departure.destination)
            }
            .opacity(viewModel.departures.isLoading ? 0.5 : 1)
        }
        .task {
            await viewModel.loadDepartures()
        }
    }
}
