import SwiftUI

struct Message: Identifiable {
    let id: Int
    var subject: String
}

struct MailAPI {
    func inbox() async throws -> [Message] {
        []
    }
}

@MainActor
final class InboxViewModel: ObservableObject {
    @Published private(set) var messages: Loadable<[Message]> = .notInitiated

    private let api: MailAPI

    init(api: MailAPI = MailAPI()) {
        self.api = api
    }

    func loadInbox() async {
        self.messages = .loading
        do {
            self.messages = .success(try await api.inbox())
        } catch {
            self.messages = .failure(error)
        }
    }
}
