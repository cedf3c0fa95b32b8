import Combine
import Foundation

extension Main {
    final class StateModel: BaseStateModel<String>, ObservableObject {
        @Published var modal: String?
        let alerts = PassthroughSubject<String, Never>()

        override func subscribe() {
            alerts
                .receive(on: DispatchQueue.main)
                .sink { [weak self] message in
                    self?.modal = message
                }
                .store(in: &lifetime)
        }
    }
}
