import Combine

/// Has an 'isLocked' of its own, so reading it tells the hosts from this class apart no better.
final class SettingsModel: ObservableObject {
    @Published var name = ""
    @Published var isLocked = false
}
