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
