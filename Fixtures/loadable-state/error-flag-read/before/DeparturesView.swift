import SwiftUI

struct DeparturesView: View {
    @StateObject private var viewModel = TrainsViewModel(station: "Oriente")

    var body: some View {
        VStack {
            Text(viewModel.showError ? "Departures unavailable" : viewModel.station)
                .font(.headline)
            List(viewModel.departures) { departure in
                Text(departure.destination)
            }
            .opacity(viewModel.isLoading ? 0.5 : 1)
        }
        .task {
            await viewModel.loadDepartures()
        }
    }
}
