import Combine
import Foundation
import SwiftUI

final class PathWatcher {
    var onChange: ((Bool) -> Void)?
}

@MainActor
final class NetworkMonitor: ObservableObject {
    private let watcher = PathWatcher()
    var isConnected = false
    var changes = 0

    init() {
        watcher.onChange = { [weak self] connected in
            Task { @MainActor [weak self] in
                self?.isConnected = connected
                self?.changes += 1
                self?.objectWillChange.send()
            }
        }
    }
}

struct ConnectionBanner: View {
    @StateObject private var monitor = NetworkMonitor()

    var body: some View {
        Text(monitor.isConnected ? "Online" : "Offline")
    }
}
