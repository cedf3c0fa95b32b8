import SwiftUI

struct Message: Identifiable {
    let id: String
    var subject: String
}

struct MailAPI {
    func inbox() async throws -> [Message] {
        []
    }
}

/// The error is cleared by a method of the model's own, from a closure holding it weakly.
@MainActor
final class InboxViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var messages: [Message] = []

    private let api = MailAPI()

    func load() async {
        isLoading = true
        error = nil
        do {
            messages = try await api.inbox()
        } catch {
            self.error = error
        }
        isLoading = false
    }

    func dismissError() {
        error = nil
    }

    func dismissErrorLater() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 3) { [weak self] in
            self?.error = nil
        }
    }
}

/// A flag says a load failed; the alert's button lowers it.
@MainActor
final class DraftsViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var showError = false
    @Published var drafts: [Message] = []

    private let api = MailAPI()

    func load() async {
        isLoading = true
        showError = false
        do {
            drafts = try await api.inbox()
        } catch {
            showError = true
        }
        isLoading = false
    }
}
