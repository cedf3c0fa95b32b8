import SwiftUI

struct RootView: View {
    @State private var navigator = Navigator()
    @State private var sheets = SheetNavigator()

    var body: some View {
        SettingsView()
            .environment(navigator)
            .environment(sheets)
    }
}

struct SettingsView: View {
    @Bindable private var preferences: Preferences = .shared
    @Environment(Navigator.self) private var navigator
    @Environment(SheetNavigator.self) private var sheets

    var body: some View {
        @Bindable var sheets = sheets
        VStack {
            TextField("Theme", text: $preferences.theme)
            Text("\(navigator.path.count) deep")
            Toggle("Sheet", isOn: $sheets.isPresented)
        }
    }
}
