import Foundation
import Combine

final class UserRepository {
    func name(of userID: Int) -> String { "User \(userID)" }
}

final class ProfileViewModel: ObservableObject {
    @Published private(set) var name = ""
    @Published private(set) var isLoading = false
    var userID: Int
    var repository: UserRepository

    init(userID: Int, repository: UserRepository) {
        self.userID = userID
        self.repository = repository
    }

    func load() {
        name = repository.name(of: userID)
    }
}
