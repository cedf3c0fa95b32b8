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
    @Published var messages: Loadable<[Message]> = .notInitiated

    private let service = MailService()

    func load() {
        messages = .loading
        service.fetchInbox { [weak self] result in
            switch result {
            case .success(let messages):
                self?.messages = .success(messages)
            case .failure(let failure):
                // Logged before it is shown.
                print("inbox: \(failure)")
                self?.messages = .failure(failure)
            }
        }
    }
}
