import SwiftUI

struct ConnectionStatus {
    var isConnected = false
}

protocol Resolver {
    func servers() -> [String]
}

struct SystemResolver: Resolver {
    func servers() -> [String] { ["1.1.1.1"] }
}

final class NetworkPaneModel: ObservableObject {
    @Published var servers: [String] = []
    private let resolver: Resolver
    private let retries: Int

    init(resolver: Resolver = SystemResolver(), retries: Int = 3) {
        self.resolver = resolver
        self.retries = retries
    }

    func refresh() {
        servers = Array(resolver.servers().prefix(retries))
    }
}

struct NetworkPane: View {
    @StateObject private var model = NetworkPaneModel()
    let status: ConnectionStatus

    var body: some View {
        List(model.servers, id: \.self) { Text($0) }
            .overlay { Text(status.isConnected ? "Connected" : "Offline") }
            .onAppear { model.refresh() }
    }
}
