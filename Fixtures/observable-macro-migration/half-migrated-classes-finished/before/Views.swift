import SwiftUI

struct RootView: View {
    @StateObject private var navigator = Navigator()
    @StateObject private var sheets = SheetNavigator()

    var body: some View {
        SettingsView()
            .environmentObject(navigator)
            .environmentObject(sheets)
    }
}

struct SettingsView: View {
    @ObservedObject private var preferences: Preferences = .shared
    @EnvironmentObject private var navigator: Navigator
    @EnvironmentObject private var sheets: SheetNavigator

    var body: some View {
        VStack {
            TextField("Theme", text: $preferences.theme)
            Text("\(navigator.path.count) deep")
            Toggle("Sheet", isOn: $sheets.isPresented)
        }
    }
}
