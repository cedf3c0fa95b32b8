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
    @Published private(set) var isLoading = false
    @Published private(set) var error: Error?
    @Published private(set) var messages: [Message] = []

    private let api: MailAPI

    init(api: MailAPI = MailAPI()) {
        self.api = api
    }

    func loadInbox() async {
        self.isLoading = true
        defer { self.isLoading = false }
        self.error = nil
        do {
            self.messages = try await api.inbox()
        } catch {
            self.error = error
        }
    }
}
