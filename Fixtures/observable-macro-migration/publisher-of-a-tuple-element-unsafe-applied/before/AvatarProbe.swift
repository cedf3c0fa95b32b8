import Combine

/// Watches models its helper builds and returns in a tuple.
final class AvatarProbe {
    private var cancellables = Set<AnyCancellable>()
    private(set) var changes = 0

    private func makeModel(resolved: Bool) -> (AvatarModel, Bool) {
        let model = AvatarModel()
        if resolved {
            model.resolve()
        }
        return (model, resolved)
    }

    func watch() {
        let (model, _) = makeModel(resolved: false)
        model.$isResolved
            .sink { [weak self] _ in self?.changes += 1 }
            .store(in: &cancellables)
        let (first, second): (AvatarModel, AvatarModel) = (AvatarModel(), AvatarModel())
        first.$isResolved
            .combineLatest(second.$isResolved)
            .sink { [weak self] _ in self?.changes += 1 }
            .store(in: &cancellables)
    }
}
