import Combine

struct Wallet {
    let name: String
}

protocol WalletsServiceProtocol {
    var walletsPublisher: Published<[Wallet]>.Publisher { get }
}

final class WalletsService: ObservableObject, WalletsServiceProtocol {
    @Published private(set) var wallets: [Wallet] = []
    var walletsPublisher: Published<[Wallet]>.Publisher { $wallets } // what screens subscribe to

    func add(_ wallet: Wallet) {
        wallets.append(wallet)
    }
}
