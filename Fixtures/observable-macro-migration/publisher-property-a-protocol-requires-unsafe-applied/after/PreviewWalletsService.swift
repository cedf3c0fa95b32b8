import Combine
import Observation

/// Stands in for the service in previews; a model of its own.
@Observable
final class PreviewWalletsService: WalletsServiceProtocol {
    var wallets = [Wallet(name: "Preview")] {
        willSet { walletsSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var walletsSubject = CurrentValueSubject<_, Never>(wallets)

    var walletsPublisher: AnyPublisher<[Wallet], Never> {
        return self.walletsSubject.eraseToAnyPublisher()
    }
}
