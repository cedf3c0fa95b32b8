import SwiftUI

/// Builds the screen to show, handing it the tab bar the container resolves.
final class RootViewModel: ObservableObject {
    @Published var currentView = AnyView(EmptyView())

    private let tabBarManager = Container.shared.resolve(TabBarManager.self)

    func showHome() {
        currentView = AnyView(HomeView().environmentObject(self.tabBarManager))
    }
}
