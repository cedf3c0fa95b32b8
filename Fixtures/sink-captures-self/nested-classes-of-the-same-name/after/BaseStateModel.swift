import Combine

/// Each screen's model is `StateModel` inside the screen's namespace.
class BaseStateModel<Provider> {
    var lifetime = Set<AnyCancellable>()

    func subscribe() {}
}

enum Main {}
enum Settings {}
