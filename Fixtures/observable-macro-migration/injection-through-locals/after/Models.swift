import Combine
import Observation

@Observable
final class Store {
    static let shared = Store()
    let session = Session()
    var count = 0
}

@Observable
final class Session {
    var user = ""
}
