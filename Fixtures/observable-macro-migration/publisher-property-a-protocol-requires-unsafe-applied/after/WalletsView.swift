import SwiftUI

struct WalletsView: View {
    @State private var service = WalletsService()
    @State private var count = 0

    var body: some View {
        Text("\(count) wallets")
            .onReceive(service.walletsPublisher) { count = $0.count }
    }
}
