import Combine

extension Settings {
    final class StateModel: ObservableObject {
        @Published var units = "mmol/L"
        var subscriptions = Set<AnyCancellable>()
    }
}

extension Settings.StateModel {
    func bind(_ units: AnyPublisher<String, Never>) {
        units
            .sink { self.units = $0 }
            .store(in: &subscriptions)
    }
}
