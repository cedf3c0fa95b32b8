import Combine
import Foundation
import Observation

final class Router: ObservableObject {
    @Published var path: [String] = []

    func navigate(to screen: String) {
        path.append(screen)
    }
}

@Observable
final class ProfileModel {
    var name = ""
}

/// Its superclass comes from a framework, whose members the scan cannot list.
final class SessionModel: NSObject, ObservableObject {
    @Published var token = ""
}

/// A preference views observe, read through the namespace that declares it.
@Observable
final class Preference {
    var isOn = false
}

enum Settings {
    enum Display {
        static let nightMode = Preference()
    }
}

/// Another 'Display', whose 'nightMode' is not an observable object.
struct Display {
    static let nightMode = "night"
}
