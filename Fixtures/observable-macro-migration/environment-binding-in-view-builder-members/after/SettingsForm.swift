import SwiftUI

struct SettingsForm: View {
    @Environment(Preferences.self) private var prefs

    var body: some View {
        Form {
            toggles
            footer()
        }
    }

    @ViewBuilder private var toggles: some View {
        @Bindable var prefs = prefs
        Toggle("Sound", isOn: $prefs.sound)
        Toggle("Haptics", isOn: $prefs.haptics)
    }

    @ViewBuilder
    func footer() -> some View {
        @Bindable var prefs = prefs
        // The name other players see.
        TextField("Nickname", text: $prefs.nickname)
        Text(prefs.nickname)
    }
}

struct SettingsScreen: View {
    @State var prefs = Preferences()

    var body: some View {
        SettingsForm().environment(prefs)
    }
}
