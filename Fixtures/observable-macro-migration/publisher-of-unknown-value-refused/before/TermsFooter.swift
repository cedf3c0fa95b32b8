import Combine

/// Reaches the manager through static and stored properties whose types are declared: no
/// blocker.
final class TermsFooter {
    private let manager = TermsScreen.shared.manager
    private var cancellables = Set<AnyCancellable>()

    init() {
        manager.$accepted.sink { _ in }.store(in: &cancellables)
        Settings.Terms.manager.$accepted.sink { _ in }.store(in: &cancellables)
    }

    /// A local set from a chain of declared properties has the chain's type too.
    func watch(_ screen: TermsScreen?) {
        let current = screen?.manager
        current?.$accepted.sink { _ in }.store(in: &cancellables)
    }
}
