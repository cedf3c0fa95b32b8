import SwiftUI

/// The case's associated value is the enum's generic parameter: only the switched value's
/// generic arguments say what it is, which the migration does not follow.
struct ContentLink: View {
    let content: Either<SubscriptionManager, String>

    @ViewBuilder
    var body: some View {
        switch content {
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
