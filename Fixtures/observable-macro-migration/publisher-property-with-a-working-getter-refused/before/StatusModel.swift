import Combine

final class StatusModel: ObservableObject {
    @Published var status: String = "idle"
    private(set) var reads = 0

    /// Counts its readers, so its getter is more than the publisher it returns.
    var statusPublisher: Published<String>.Publisher {
        reads += 1
        return $status
    }
}
