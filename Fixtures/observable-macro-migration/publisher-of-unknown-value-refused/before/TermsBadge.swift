import Combine

/// Never names 'TermsManager': its '$accepted' would be left naming a publisher the migrated
/// class no longer has, so the class stays until the type is written here.
final class TermsBadge {
    private let manager = [makeTermsManager()].first!
    private var cancellables = Set<AnyCancellable>()
    private(set) var shown = false

    init() {
        manager.$accepted
            .sink { [weak self] accepted in self?.shown = !accepted }
            .store(in: &cancellables)
    }
}
