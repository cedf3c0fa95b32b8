import SwiftUI

struct Conversation: Identifiable {
    let id: String
}

struct ConversationsClient {
    func conversations() async throws -> [Conversation] {
        []
    }
}

@MainActor
final class ConversationsViewModel: ObservableObject {
    @Published var isLoadingFirstPage = true
    @Published var error: Error?
    @Published var conversations: [Conversation] = []

    private let client = ConversationsClient()

    func fetchConversations() async {
        // A refresh keeps the list on screen instead of a spinner.
        if conversations.isEmpty {
            isLoadingFirstPage = true
        }
        error = nil
        do {
            conversations = try await client.conversations()
        } catch {
            self.error = error
        }
        isLoadingFirstPage = false
    }
}
