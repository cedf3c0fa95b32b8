import SwiftUI

final class SettingsModel: ObservableObject {
    @Published var username = ""
    @Published var showsPreviews = true
}

struct SettingsForm: View {
    let settings: ObservedObject<SettingsModel>.Wrapper

    var body: some View {
        VStack {
            TextField("Username", text: settings.username)
            Toggle("Show previews", isOn: settings.showsPreviews)
        }
    }
}

struct SettingsScreen: View {
    @StateObject var model = SettingsModel()

    var body: some View {
        SettingsForm(settings: $model)
    }
}
