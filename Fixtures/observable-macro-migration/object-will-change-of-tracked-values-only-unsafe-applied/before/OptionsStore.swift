import Combine
import Foundation

struct Options: Codable {
    var name = ""
    var strict = false
}

/// Views can read only tracked values here, so each send announces nothing '@Observable' misses.
final class OptionsStore: ObservableObject {
    @Published var options = Options()
    var isConnected = false
    let limit = 3
    private let key = "options"
    private var cancellables = Set<AnyCancellable>()

    func save() {
        if let data = try? JSONEncoder().encode(options) {
            UserDefaults.standard.set(data, forKey: key)
            objectWillChange.send()
        }
    }

    func connectionChanged(_ connected: Bool) {
        isConnected = connected
        Task {
            await MainActor.run {
                self.objectWillChange.send()
            }
        }
    }

    func reload() {
        DispatchQueue.main.async { [weak self] in
            self?.objectWillChange.send()
        }
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
