import Combine

final class EmailValidator {
    private var cancellables = Set<AnyCancellable>()

    init(model: EnterEmailViewModel) {
        model.$email.sink { print($0.contains("@")) }.store(in: &cancellables)
        model.$nickname.sink { print($0) }.store(in: &cancellables)
        model.$code.sink { print($0.count) }.store(in: &cancellables)
    }
}
