import Combine

final class EmailValidator {
    private var cancellables = Set<AnyCancellable>()

    init(model: EnterEmailViewModel) {
        model.emailPublisher.sink { print($0.contains("@")) }.store(in: &cancellables)
        model.nicknamePublisher.sink { print($0) }.store(in: &cancellables)
        model.codePublisher.sink { print($0.count) }.store(in: &cancellables)
    }
}
