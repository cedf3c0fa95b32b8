import SwiftUI

struct ContentView: View {
    @Environment(AppModel.self) private var model

    var body: some View {
        VStack {
            Text(model.settings.theme)
            Text("\(model.library.books.count) books")
            Text(model.history.recent.first ?? "")
            SettingsView(settings: model.settings)
        }
    }
}

struct SettingsView: View {
    @Bindable var settings: AppSettings

    var body: some View {
        TextField("Theme", text: $settings.theme)
    }
}
