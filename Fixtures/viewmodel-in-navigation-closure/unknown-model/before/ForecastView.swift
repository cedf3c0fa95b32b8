import SwiftUI

struct Forecast {
    var city: String
    var temperature = 0.0
}

/// The model type comes from a generic store (in a real app, from another module), so the
/// project index cannot tell which class 'ForecastViewModel' is.
typealias ForecastViewModel = ViewStore<Forecast>

struct ForecastView: View {
    @ObservedObject var viewModel: ForecastViewModel

    var body: some View {
        Text("\(viewModel.state.city): \(viewModel.state.temperature)°")
    }
}
