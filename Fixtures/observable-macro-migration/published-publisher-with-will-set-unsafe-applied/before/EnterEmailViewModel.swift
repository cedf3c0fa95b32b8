import Combine

enum FieldState {
    case idle, typing
}

/// Properties with observers of their own: the value is still sent after the `willSet` ran,
/// on every path, as `@Published` sent it.
final class EnterEmailViewModel: ObservableObject {
    @Published var email: String = "" {
        willSet {
            guard newValue != email else { return }
            fieldState = .typing
        }
    }
    @Published var nickname = "" {
        willSet(newNickname) { print("nickname will be", newNickname) }
        didSet { print("nickname was", oldValue) }
    }
    @Published var code = "" {
        willSet {}
    }
    @Published private(set) var fieldState: FieldState = .idle
}
