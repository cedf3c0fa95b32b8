import Combine

final class WalletCounter {
    private var cancellable: AnyCancellable?

    init(service: WalletsServiceProtocol) {
        cancellable = service.walletsPublisher
            .map(\.count)
            .sink { print("wallets: \($0)") }
    }
}
