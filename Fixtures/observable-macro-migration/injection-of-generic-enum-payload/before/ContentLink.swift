import SwiftUI

/// The cases' associated values are the enum's generic parameters: the switched value's generic
/// arguments say what they are, and so what an `if let` unwraps from one.
struct ContentLink: View {
    let content: Either<SubscriptionManager, String>
    let account: Either<Account, String>

    @ViewBuilder
    var body: some View {
        switch content {
        case .first(let manager):
            UpgradeView()
                .environmentObject(manager)
        case .second(let title):
            Text(title)
        }
        switch self.account {
        case .first(let account):
            if let manager = account.subscription {
                UpgradeView()
                    .environmentObject(manager)
            }
        case .second(let title):
            Text(title)
        }
    }
}

struct Account {
    var subscription: SubscriptionManager?
}

struct UpgradeView: View {
    @EnvironmentObject private var manager: SubscriptionManager

    var body: some View {
        Text(manager.isSubscribed ? "Subscribed" : "Subscribe")
    }
}
