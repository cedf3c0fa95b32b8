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
    @Published var messages: Loadable<[Message]> = .notInitiated

    private let api = MailAPI()

    func load() async {
        messages = .loading
        do {
            messages = .success(try await api.inbox())
        } catch {
            messages = .failure(error)
        }
    }

    func dismissError() {
        if case .failure = messages { messages = .notInitiated }
    }

    func dismissErrorLater() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 3) { [weak self] in
            if case .failure = self?.messages { self?.messages = .notInitiated }
        }
    }
}

/// A flag says a load failed; the alert's button lowers it.
@MainActor
final class DraftsViewModel: ObservableObject {
    @Published var drafts: Loadable<[Message]> = .notInitiated

    private let api = MailAPI()

    func load() async {
        drafts = .loading
        do {
            drafts = .success(try await api.inbox())
        } catch {
            drafts = .failure(error)
        }
    }
}
