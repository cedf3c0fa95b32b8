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
    @Published var users: [User] = []
    @Published var isLoading = false
    @Published var errorMessage: String?

    private let service: UsersService

    init(service: UsersService) {
        self.service = service
    }

    func loadUsers() async {
        defer {
            isLoading = false
        }
        isLoading = true
        do {
            let records = try await service.fetchUsers()
            users = records.map(User.init(record:))
            errorMessage = nil
        } catch {
            errorMessage = "Could not load users: \(error.localizedDescription)"
        }
    }
}
