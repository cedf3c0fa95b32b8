import SwiftUI

struct ForecastView: View {
    @StateObject private var model = ForecastModel()

    var body: some View {
        Group {
            if model.isLoading {
                ProgressView()
            } else if let error = model.error {
                Text(error.localizedDescription)
            } else {
                List(model.forecasts) { forecast in
                    Text(forecast.summary)
                }
            }
        }
        .task {
            await model.load()
        }
    }
}
