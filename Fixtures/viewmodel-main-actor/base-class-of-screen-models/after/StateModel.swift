import Combine

/// Every screen's model is a `StateModel`: the protocol and the screens' classes share the name.
protocol StateModel: ObservableObject {
    func subscribe()
}

@MainActor
class BaseStateModel<Provider>: StateModel {
    let provider: Provider

    init(provider: Provider) {
        self.provider = provider
    }

    func subscribe() {}
}
