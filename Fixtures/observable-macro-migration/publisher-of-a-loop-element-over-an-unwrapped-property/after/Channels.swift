import Combine
import Foundation
import Observation

/// Publishes its state without being an `ObservableObject`: nothing a view holds.
final class Connection {
    @Published var state = 0
}

struct Channel {
    let connection: Connection
}

@Observable
final class ChannelsModel {
    private(set) var state = "idle"
    var channels: [Channel]?
    @ObservationIgnored private var subscriptions: [AnyCancellable] = []

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
