import SwiftUI

struct RootView: View {
    @StateObject private var coordinator = AppCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            Button("Latest Invoice") {
                coordinator.path.append(.invoice(id: 42))
            }
            .navigationDestination(for: Route.self) { route in
                coordinator.destination(for: route)
            }
        }
    }
}
