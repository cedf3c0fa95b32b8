import Foundation
import SwiftUI

struct Message: Identifiable {
    let id: Int
    var subject: String
}

enum NetworkError: Error {
    case offline
    case badStatus(Int)
}

final class MailService {
    func fetchInbox(completion: @escaping (Result<[Message], NetworkError>) -> Void) {
        completion(.success([]))
    }
}

final class InboxViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: NetworkError?
    @Published var messages: [Message] = []

    private let service = MailService()

    func load() {
        isLoading = true
        error = nil
        service.fetchInbox { [weak self] result in
            self?.isLoading = false
            switch result {
            case .success(let messages):
                self?.messages = messages
            case .failure(let failure):
                // Logged before it is shown.
                print("inbox: \(failure)")
                self?.error = failure
            }
        }
    }
}
