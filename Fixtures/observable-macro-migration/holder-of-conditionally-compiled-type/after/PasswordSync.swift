import Combine
import Observation

// The App Store build talks to no companion app: each build declares its own `PasswordSync`,
// and both give it the same shared instance.
#if APPSTORE
@Observable
final class PasswordSync {
    static let shared = PasswordSync()

    var isEnabled = false
}
#else
@Observable
final class PasswordSync {
    static let shared = PasswordSync()

    var isEnabled = false
    var vaultName = "Personal"
}
#endif
