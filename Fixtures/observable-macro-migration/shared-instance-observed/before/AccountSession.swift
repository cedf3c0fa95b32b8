import Combine

final class AccountSession: ObservableObject {
    static let shared = AccountSession()

    @Published var displayName = "Guest"
    @Published var isSignedIn = false
}
