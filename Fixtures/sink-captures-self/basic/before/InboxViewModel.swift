import Combine
import Foundation

final class InboxViewModel: ObservableObject {
    @Published private(set) var messages: [String] = []
    @Published private(set) var unreadCount = 0

    private let feed = PassthroughSubject<[String], Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        feed
            .receive(on: DispatchQueue.main)
            .sink { messages in
                // Newest first, as the list shows them.
                self.messages = messages.reversed()
                self.unreadCount = messages.count
            }
            .store(in: &cancellables)
    }

    func receive(_ messages: [String]) {
        feed.send(messages)
    }
}
