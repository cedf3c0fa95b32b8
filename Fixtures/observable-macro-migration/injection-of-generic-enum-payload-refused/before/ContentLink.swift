import SwiftUI

/// The case's associated value is the enum's generic parameter, and the switched value's
/// type, with the generic arguments that say what it is, is not written.
struct ContentLink: View {
    let makeContent: () -> Either<SubscriptionManager, String>

    @ViewBuilder
    var body: some View {
        switch makeContent() {
        case .first(let manager):
            UpgradeView()
                .environmentObject(manager)
        case .second(let title):
            Text(title)
        }
    }
}

struct UpgradeView: View {
    @EnvironmentObject private var manager: SubscriptionManager

    var body: some View {
        Text(manager.isSubscribed ? "Subscribed" : "Subscribe")
    }
}
