import SwiftUI

/// Hands each sheet the models its case carries: only the enum's cases say their types.
struct Sheet: View {
    enum SheetType {
        case about
        case settings(manager: SubscriptionManager, title: String)
        case upgrade(SubscriptionManager)
    }

    let sheetType: SheetType

    @ViewBuilder
    var body: some View {
        switch sheetType {
        case .about:
            Text("About")
        case .settings(let manager, let title):
            SettingsView(title: title)
                .environment(manager)
        case let .upgrade(manager):
            UpgradeView()
                .environment(manager)
        }
    }
}

struct SettingsView: View {
    let title: String
    @Environment(SubscriptionManager.self) private var manager

    var body: some View {
        Text(manager.isSubscribed ? title : "Subscribe")
    }
}

struct UpgradeView: View {
    @Environment(SubscriptionManager.self) private var manager

    var body: some View {
        Toggle("Subscribed", isOn: .constant(manager.isSubscribed))
    }
}
