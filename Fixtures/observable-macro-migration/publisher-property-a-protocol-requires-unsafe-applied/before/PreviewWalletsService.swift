import Combine

/// Stands in for the service in previews; a model of its own.
final class PreviewWalletsService: ObservableObject, WalletsServiceProtocol {
    @Published var wallets = [Wallet(name: "Preview")]

    var walletsPublisher: Published<[Wallet]>.Publisher {
        return self.$wallets
    }
}
