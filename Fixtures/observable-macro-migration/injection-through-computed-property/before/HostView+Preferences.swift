extension HostView {
    var preferences: Preferences {
        Preferences.shared
    }
}
