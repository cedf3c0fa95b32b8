import Combine

/// Values whose types only a method's declaration or a collection's element type tells: their
/// `objectWillChange` belongs to 'Connection' and 'Channel', no other class.
final class Connection: ObservableObject {
    @Published var isConnected = false
}

final class Channel: ObservableObject {
    @Published var topic = ""
}

final class Pool {
    static let shared = Pool()
    var channels: [Channel] = []
    private var watchers: Set<AnyCancellable> = []

    func add(_ name: String, completion: ((Connection) -> Void)? = nil) {
        completion?(Connection())
    }

    func watch(_ name: String) {
        add(name) { connection in
            connection.objectWillChange.sink { _ in print("changed") }.store(in: &self.watchers)
        }
    }

    static func reconnect(_ name: String) {
        Pool.shared.add(name) { connection in
            connection.objectWillChange.send()
        }
    }

    func rename(_ topic: String) {
        if let channel = channels.first(where: { $0.topic.isEmpty }) {
            channel.objectWillChange.send()
        }
    }
}
