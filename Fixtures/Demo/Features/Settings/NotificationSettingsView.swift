import SwiftUI

final class NotificationPreferencesClient {
    func isEnabled(_ topic: String) -> Bool { true }
}

final class NotificationSettingsModel: ObservableObject {
    @Published var isEnabled = false
    var topic: String?
    var client: NotificationPreferencesClient?

    func refresh() {
        guard let topic, let client else { return }
        isEnabled = client.isEnabled(topic)
    }
}

/// Pushes its inputs into the model when it appears instead of passing them to its initializer.
struct NotificationSettingsView: View {
    let topic: String
    let client: NotificationPreferencesClient
    @StateObject private var model = NotificationSettingsModel()

    var body: some View {
        Toggle(topic, isOn: $model.isEnabled)
            .onAppear {
                model.topic = topic
                model.client = client
                model.refresh()
            }
    }
}
