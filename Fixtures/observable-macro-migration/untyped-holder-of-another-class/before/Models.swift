import Combine
import Foundation

final class Router: ObservableObject {
    @Published var path: [String] = []

    func navigate(to screen: String) {
        path.append(screen)
    }
}

final class ProfileModel: ObservableObject {
    @Published var name = ""
}

/// Its superclass comes from a framework, whose members the scan cannot list.
final class SessionModel: NSObject, ObservableObject {
    @Published var token = ""
}
