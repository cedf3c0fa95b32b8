import SwiftUI

struct AlertsView: View {
    @StateObject private var model = AlertsModel()

    var body: some View {
        List {
            if model.isLoading {
                ProgressView()
            }
            if let error = model.error {
                Text(error.localizedDescription)
            }
            ForEach(model.alerts) { alert in
                Text(alert.headline)
            }
        }
        .task {
            await model.load()
        }
    }
}
