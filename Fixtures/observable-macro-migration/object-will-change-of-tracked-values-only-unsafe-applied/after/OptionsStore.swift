import Combine
import Foundation
import Observation

struct Options: Codable {
    var name = ""
    var strict = false
}

/// Views can read only tracked values here, so each send announces nothing '@Observable' misses.
@Observable
final class OptionsStore {
    var options = Options()
    var isConnected = false
    let limit = 3
    private let key = "options"
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    func save() {
        if let data = try? JSONEncoder().encode(options) {
            UserDefaults.standard.set(data, forKey: key)
        }
    }

    func connectionChanged(_ connected: Bool) {
        isConnected = connected
    }

    func reload() {
    }
}

/// 'summary' reads the defaults, which only a send announces: it stays.
final class DraftStore: ObservableObject {
    var count = 0

    var summary: String {
        UserDefaults.standard.string(forKey: "draft") ?? "\(count)"
    }

    func store(_ text: String) {
        UserDefaults.standard.set(text, forKey: "draft")
        objectWillChange.send()
    }
}

final class Track {
    var title = ""
}

/// 'queue' holds objects, which change without setting it: the send announces that.
final class QueueStore: ObservableObject {
    var queue: [Track] = []

    func rename(_ title: String) {
        queue.first?.title = title
        objectWillChange.send()
    }
}
