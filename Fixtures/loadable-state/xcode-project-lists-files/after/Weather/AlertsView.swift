import SwiftUI

struct AlertsView: View {
    @StateObject private var model = AlertsModel()

    var body: some View {
        List {
            if model.alerts.isLoading {
                ProgressView()
            }
            if let error = model.alerts.error {
                Text(error.localizedDescription)
            }
            ForEach(model.alerts.value ?? []) { alert in
                Text(alert.headline)
            }
        }
        .task {
            await model.load()
        }
    }
}
