import SwiftUI

struct WeatherView: View {
    @StateObject private var viewModel = WeatherViewModel()

    var body: some View {
        VStack {
            Text(viewModel.city)
                .font(.headline)
            if viewModel.forecast.isLoading {
                ProgressView()
            } else if let error = viewModel.forecast.error {
                Text(error.localizedDescription)
            } else {
                ForEach(viewModel.forecast.value ?? []) { day in
                    Text(day.summary)
                }
            }
        }
        .task {
            await viewModel.loadForecast()
        }
    }
}
