import SwiftUI

final class SearchViewModel: BaseViewModel {
    @Published var query = ""
}

final class SettingsModel: ScreenModel {
    let title = "Settings"
    @Published var notificationsEnabled = true
}

struct SearchView: View {
    @StateObject private var search = SearchViewModel()
    @StateObject private var settings = SettingsModel()

    var body: some View {
        VStack {
            TextField("Search", text: $search.query)
            Toggle(settings.title, isOn: $settings.notificationsEnabled)
        }
    }
}
