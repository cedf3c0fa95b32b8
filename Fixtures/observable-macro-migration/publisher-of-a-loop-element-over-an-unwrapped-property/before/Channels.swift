import Combine
import Foundation

/// Publishes its state without being an `ObservableObject`: nothing a view holds.
final class Connection {
    @Published var state = 0
}

struct Channel {
    let connection: Connection
}

final class ChannelsModel: ObservableObject {
    @Published private(set) var state = "idle"
    var channels: [Channel]?
    private var subscriptions: [AnyCancellable] = []

    func observe() {
        guard let channels else { return }
        for channel in channels {
            // A `Connection`'s publisher, not this model's or the stream model's of that name.
            channel.connection.$state
                .sink { [weak self] in self?.state = "\($0)" }
                .store(in: &subscriptions)
        }
    }
}
