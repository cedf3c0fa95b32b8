import Combine
import Observation

/// Every screen's model is a `StateModel`: the protocol and the screens' classes share the name.
protocol StateModel: AnyObject, Observable {
    func subscribe()
}

@Observable
class BaseStateModel<Provider>: StateModel {
    let provider: Provider

    init(provider: Provider) {
        self.provider = provider
    }

    func subscribe() {}
}
