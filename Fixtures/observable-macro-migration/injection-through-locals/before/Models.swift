import Combine

final class Store: ObservableObject {
    static let shared = Store()
    let session = Session()
    @Published var count = 0
}

final class Session: ObservableObject {
    @Published var user = ""
}
