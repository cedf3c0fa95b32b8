import Combine
import Observation

/// Has an 'isLocked' of its own, so reading it tells the hosts from this class apart no better.
@Observable
final class SettingsModel {
    var name = ""
    var isLocked = false
}
