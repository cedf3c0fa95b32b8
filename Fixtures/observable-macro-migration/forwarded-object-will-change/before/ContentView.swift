import SwiftUI

struct ContentView: View {
    @EnvironmentObject var model: AppModel

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
    @ObservedObject var settings: AppSettings

    var body: some View {
        TextField("Theme", text: $settings.theme)
    }
}
