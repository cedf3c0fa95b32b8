import Combine

/// Feeds the header from outside its model.
final class ProfileController {
    let header = HeaderViewModel()
    private let userSubject = CurrentValueSubject<String, Never>("")

    func bind(followers: some Publisher<Int, Never>) {
        userSubject.assign(to: &header.$user)
        followers
            .map { $0 * 1 }
            .assign(to: &self.header.$followers)
    }
}
