import Combine

/// Reaches the manager through a shared instance whose properties declare their types: not
/// a blocker.
final class TermsFooter {
    private let manager = TermsScreen.shared.manager
    private var cancellables = Set<AnyCancellable>()

    init() {
        manager.$accepted.sink { _ in }.store(in: &cancellables)
    }
}
