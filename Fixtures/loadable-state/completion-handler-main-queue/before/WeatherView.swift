import SwiftUI

struct WeatherView: View {
    @ObservedObject var viewModel: WeatherViewModel

    var body: some View {
        VStack {
            if viewModel.loading {
                ProgressView()
            }
            Text(viewModel.forecast?.summary ?? "–")
            if let error = viewModel.error {
                Text(error.localizedDescription)
            }
        }
        .onAppear { viewModel.refresh(city: "Oslo") }
    }
}
