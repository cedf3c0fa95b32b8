import Combine

protocol StatusProviding: ObservableObject {
    var status: String { get }
    var statusPublisher: Published<String>.Publisher { get }
}

final class Status: StatusProviding {
    @Published var status = "idle"

    var statusPublisher: Published<String>.Publisher { $status }
}
