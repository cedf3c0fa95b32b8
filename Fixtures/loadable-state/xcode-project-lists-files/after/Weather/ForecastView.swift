import SwiftUI

struct ForecastView: View {
    @StateObject private var model = ForecastModel()

    var body: some View {
        Group {
            if model.forecasts.isLoading {
                ProgressView()
            } else if let error = model.forecasts.error {
                Text(error.localizedDescription)
            } else {
                List(model.forecasts.value ?? []) { forecast in
                    Text(forecast.summary)
                }
            }
        }
        .task {
            await model.load()
        }
    }
}
