import SwiftUI

final class ProfileViewModel: ObservableObject {
    private let userID: Int
    @Published private(set) var bio = ""
    @Published private(set) var isLoading = false

    init(userID: Int) {
        self.userID = userID
    }

    func load() async {
        isLoading = true
        bio = "Member #\(userID)"
        isLoading = false
    }
}
