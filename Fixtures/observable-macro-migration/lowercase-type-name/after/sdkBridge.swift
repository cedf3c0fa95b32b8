import Combine
import Observation

/// A vendor's naming: the type starts with a lowercase letter.
@Observable
final class sdkBridge {
    var accessToken = ""

    func start() {
        accessToken = "token"
    }
}

@Observable
final class ScanModel {
    var pages = 0
}
