import Combine
import Observation

@Observable
final class Session {
    static let current = Session()
    var user = ""
}

@Observable
final class Preferences {
    static let shared = Preferences()
    var fontSize = 14
}
