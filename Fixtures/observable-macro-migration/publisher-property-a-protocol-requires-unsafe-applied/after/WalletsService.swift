import Combine
import Observation

struct Wallet {
    let name: String
}

protocol WalletsServiceProtocol {
    var walletsPublisher: AnyPublisher<[Wallet], Never> { get }
}

@Observable
final class WalletsService: WalletsServiceProtocol {
    private(set) var wallets: [Wallet] = [] {
        willSet { walletsSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var walletsSubject = CurrentValueSubject<[Wallet], Never>(wallets)
    var walletsPublisher: AnyPublisher<[Wallet], Never> { walletsSubject.eraseToAnyPublisher() } // what screens subscribe to

    func add(_ wallet: Wallet) {
        wallets.append(wallet)
    }
}
