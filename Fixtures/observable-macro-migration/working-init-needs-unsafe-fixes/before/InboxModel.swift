import Combine
import Foundation

final class InboxModel: ObservableObject {
    @Published var messages: [String] = []
    private var refresh: Task<Void, Never>?
    let openedAt = Date()

    init() {
        refresh = Task { await self.load() }
    }

    @MainActor func load() async {
        messages = ["Welcome"]
    }
}
