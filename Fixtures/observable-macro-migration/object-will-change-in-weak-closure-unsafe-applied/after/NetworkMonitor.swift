import Combine
import Foundation
import SwiftUI

final class PathWatcher {
    var onChange: ((Bool) -> Void)?
}

@MainActor
@Observable
final class NetworkMonitor {
    private let watcher = PathWatcher()
    var isConnected = false
    var changes = 0

    init() {
        watcher.onChange = { [weak self] connected in
            Task { @MainActor [weak self] in
                self?.isConnected = connected
                self?.changes += 1
            }
        }
    }
}

struct ConnectionBanner: View {
    @State private var monitor = NetworkMonitor()

    var body: some View {
        Text(monitor.isConnected ? "Online" : "Offline")
    }
}
