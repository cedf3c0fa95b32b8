import SwiftUI

struct WeatherView: View {
    @StateObject private var viewModel = WeatherViewModel()

    var body: some View {
        VStack {
            Text(viewModel.city)
                .font(.headline)
            if viewModel.isLoading {
                ProgressView()
            } else if let error = viewModel.error {
                Text(error.localizedDescription)
            } else {
                ForEach(viewModel.forecast) { day in
                    Text(day.summary)
                }
            }
        }
        .task {
            await viewModel.loadForecast()
        }
    }
}
