import Foundation
import SwiftUI

struct UserRecord: Identifiable {
    let id: Int
    let login: String
}

struct User: Identifiable {
    let id: Int
    let name: String

    init(record: UserRecord) {
        id = record.id
        name = record.login.capitalized
    }
}

protocol UsersService {
    func fetchUsers() async throws -> [UserRecord]
}

@MainActor
final class UsersViewModel: ObservableObject {
    @Published var users: Loadable<[User]> = .notInitiated
    var errorMessage: String? { users.error.map { error in "Could not load users: \(error.localizedDescription)" } }

    private let service: UsersService

    init(service: UsersService) {
        self.service = service
    }

    func loadUsers() async {
        users = .loading
        do {
            let records = try await service.fetchUsers()
            users = .success(records.map(User.init(record:)))
        } catch {
            users = .failure(error)
        }
    }
}
