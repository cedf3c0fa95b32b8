import Combine
import Foundation
import Observation

/// Settings kept in `UserDefaults`, announced through the object.
@Observable
final class SettingsStore {
    private let defaults = UserDefaults.standard
    var username = ""

    var playbackSpeed: Double {
        get {
            access(keyPath: \.playbackSpeed)
            return defaults.double(forKey: "speed")
        }
        set {
            withMutation(keyPath: \.playbackSpeed) {
                defaults.set(newValue, forKey: "speed")
            }
        }
    }

    var captionsOn: Bool {
        get { access(keyPath: \.captionsOn); return defaults.bool(forKey: "captions") }
        set {
            withMutation(keyPath: \.captionsOn) {
                // Stored for the next launch too.
                defaults.set(newValue, forKey: "captions")
            }
        }
    }

    var theme: String {
        get {
            access(keyPath: \.theme)
            return if let stored = defaults.string(forKey: "theme") {
                stored
            } else {
                "system"
            }
        }
        set {
            withMutation(keyPath: \.theme) {
                guard newValue != theme else { return }
                defaults.set(newValue, forKey: "theme")
            }
        }
    }

    var region: String {
        get {
            access(keyPath: \.region)
            if let code = defaults.string(forKey: "region") {
                return code
            } else {
                return Locale.current.identifier
            }
        }
        set {
            withMutation(keyPath: \.region) {
                defaults.set(newValue, forKey: "region")
            }
        }
    }

    var lastOpened: Date? {
        get {
            access(keyPath: \.lastOpened)
            let seconds = defaults.double(forKey: "opened")
            return seconds == 0 ? nil : Date(timeIntervalSince1970: seconds)
        }
        set {
            withMutation(keyPath: \.lastOpened) {}
        }
    }
}
