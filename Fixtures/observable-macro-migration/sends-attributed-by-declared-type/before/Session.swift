import Combine

final class Session: ObservableObject {
    static let shared = Session()

    @Published var userName = "Guest"
}

final class Account: ObservableObject {
    static let current: Account = Account()

    @Published var balance = 0
}
