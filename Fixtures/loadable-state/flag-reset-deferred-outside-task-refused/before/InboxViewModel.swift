import SwiftUI

struct Message: Identifiable {
    let id: Int
}

struct InboxService {
    func messages() async throws -> [Message] {
        []
    }
}

@MainActor
final class InboxViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var messages: [Message] = []

    private let service = InboxService()

    func reload() {
        isLoading = true
        defer { isLoading = false }
        error = nil
        Task {
            do {
                messages = try await service.messages()
            } catch {
                self.error = error
            }
        }
    }
}
