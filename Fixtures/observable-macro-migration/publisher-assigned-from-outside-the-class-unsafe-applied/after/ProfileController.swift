import Combine

/// Feeds the header from outside its model.
final class ProfileController {
    let header = HeaderViewModel()
    private let userSubject = CurrentValueSubject<String, Never>("")

    func bind(followers: some Publisher<Int, Never>) {
        userSubject.sink { [weak header] in header?.user = $0 }.store(in: &header.cancellables)
        followers
            .map { $0 * 1 }
            .sink { [weak header = self.header] in header?.followers = $0 }
            .store(in: &self.header.cancellables)
    }
}
