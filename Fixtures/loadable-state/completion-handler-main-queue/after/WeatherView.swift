import SwiftUI

struct WeatherView: View {
    @ObservedObject var viewModel: WeatherViewModel

    var body: some View {
        VStack {
            if viewModel.forecast.isLoading {
                ProgressView()
            }
            Text(viewModel.forecast.value?.summary ?? "–")
            if let error = viewModel.forecast.error {
                Text(error.localizedDescription)
            }
        }
        .onAppear { viewModel.refresh(city: "Oslo") }
    }
}
