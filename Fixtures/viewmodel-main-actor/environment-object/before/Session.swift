import Combine

final class Session: ObservableObject {
    @Published var userName: String?

    func signOut() {
        userName = nil
    }
}
