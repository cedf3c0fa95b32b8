import Combine

protocol SessionProviding: ObservableObject {
    var userName: String { get }
}

final class Session: SessionProviding {
    @Published var userName = "guest"
}
