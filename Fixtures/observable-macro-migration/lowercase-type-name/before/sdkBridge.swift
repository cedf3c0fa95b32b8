import Combine

/// A vendor's naming: the type starts with a lowercase letter.
final class sdkBridge: ObservableObject {
    @Published var accessToken = ""

    func start() {
        accessToken = "token"
    }
}

final class ScanModel: ObservableObject {
    @Published var pages = 0
}
