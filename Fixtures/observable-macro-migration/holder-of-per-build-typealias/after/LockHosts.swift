import Combine

// Each build names its own host class under one name.
#if os(iOS)
typealias LockHost = WindowLockHost
#else
typealias LockHost = PanelLockHost
#endif

final class WindowLockHost: ObservableObject {
    static let shared = WindowLockHost()

    @Published var isLocked = false
}

final class PanelLockHost: ObservableObject {
    static let shared = PanelLockHost()

    @Published var isLocked = false
}
