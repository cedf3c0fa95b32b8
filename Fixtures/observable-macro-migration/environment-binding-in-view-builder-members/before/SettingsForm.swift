import SwiftUI

struct SettingsForm: View {
    @EnvironmentObject private var prefs: Preferences

    var body: some View {
        Form {
            toggles
            footer()
        }
    }

    @ViewBuilder private var toggles: some View {
        Toggle("Sound", isOn: $prefs.sound)
        Toggle("Haptics", isOn: $prefs.haptics)
    }

    @ViewBuilder
    func footer() -> some View {
        // The name other players see.
        TextField("Nickname", text: $prefs.nickname)
        Text(prefs.nickname)
    }
}

struct SettingsScreen: View {
    @StateObject var prefs = Preferences()

    var body: some View {
        SettingsForm().environmentObject(prefs)
    }
}
