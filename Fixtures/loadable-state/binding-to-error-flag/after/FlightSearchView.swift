import SwiftUI

struct FlightSearchView: View {
    @StateObject private var viewModel = FlightSearchViewModel()

    var body: some View {
        List(viewModel.flights) { flight in
            Text(flight.route)
        }
        .overlay {
            if viewModel.isSearching {
                ProgressView()
            }
        }
        .alert("Search failed", isPresented: $viewModel.showError) {
            Button("OK") {}
        }
        .task {
            await viewModel.search(from: "LIS", to: "OPO")
        }
    }
}
