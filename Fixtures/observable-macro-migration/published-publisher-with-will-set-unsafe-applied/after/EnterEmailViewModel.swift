import Combine
import Observation

enum FieldState {
    case idle, typing
}

/// Properties with observers of their own: the value is still sent after the `willSet` ran,
/// on every path, as `@Published` sent it.
@Observable
final class EnterEmailViewModel {
    var email: String = "" {
        willSet {
            defer { emailSubject.send(newValue) }
            guard newValue != email else { return }
            fieldState = .typing
        }
    }
    @ObservationIgnored private lazy var emailSubject = CurrentValueSubject<String, Never>(email)
    var emailPublisher: AnyPublisher<String, Never> { emailSubject.eraseToAnyPublisher() }
    var nickname = "" {
        willSet(newNickname) { defer { nicknameSubject.send(newNickname) }; print("nickname will be", newNickname) }
        didSet { print("nickname was", oldValue) }
    }
    @ObservationIgnored private lazy var nicknameSubject = CurrentValueSubject<String, Never>(nickname)
    var nicknamePublisher: AnyPublisher<String, Never> { nicknameSubject.eraseToAnyPublisher() }
    var code = "" {
        willSet { codeSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var codeSubject = CurrentValueSubject<String, Never>(code)
    var codePublisher: AnyPublisher<String, Never> { codeSubject.eraseToAnyPublisher() }
    private(set) var fieldState: FieldState = .idle
}
