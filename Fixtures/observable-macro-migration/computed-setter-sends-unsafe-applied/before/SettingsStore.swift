import Combine
import Foundation

/// Settings kept in `UserDefaults`, announced through the object.
final class SettingsStore: ObservableObject {
    private let defaults = UserDefaults.standard
    @Published var username = ""

    var playbackSpeed: Double {
        get {
            defaults.double(forKey: "speed")
        }
        set {
            objectWillChange.send()
            defaults.set(newValue, forKey: "speed")
        }
    }

    var captionsOn: Bool {
        get { defaults.bool(forKey: "captions") }
        set {
            defer {
                objectWillChange.send()
            }

            // Stored for the next launch too.
            defaults.set(newValue, forKey: "captions")
        }
    }

    var theme: String {
        get {
            if let stored = defaults.string(forKey: "theme") {
                stored
            } else {
                "system"
            }
        }
        set {
            guard newValue != theme else { return }
            defaults.set(newValue, forKey: "theme")
            self.objectWillChange.send()
        }
    }

    var region: String {
        get {
            if let code = defaults.string(forKey: "region") {
                return code
            } else {
                return Locale.current.identifier
            }
        }
        set {
            objectWillChange.send()
            defaults.set(newValue, forKey: "region")
        }
    }

    var lastOpened: Date? {
        get {
            let seconds = defaults.double(forKey: "opened")
            return seconds == 0 ? nil : Date(timeIntervalSince1970: seconds)
        }
        set {
            objectWillChange.send()
        }
    }
}
