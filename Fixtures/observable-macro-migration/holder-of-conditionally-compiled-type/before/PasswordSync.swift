import Combine

// The App Store build talks to no companion app: each build declares its own `PasswordSync`,
// and both give it the same shared instance.
#if APPSTORE
final class PasswordSync: ObservableObject {
    static let shared = PasswordSync()

    @Published var isEnabled = false
}
#else
final class PasswordSync: ObservableObject {
    static let shared = PasswordSync()

    @Published var isEnabled = false
    @Published var vaultName = "Personal"
}
#endif
