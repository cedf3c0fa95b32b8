import Combine

extension ObservableObject {
    /// Every model's way to the preferences.
    var prefs: Preferences { .shared }
}
