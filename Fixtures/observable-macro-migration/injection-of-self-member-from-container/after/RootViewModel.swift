import SwiftUI

/// Builds the screen to show, handing it the tab bar the container resolves.
@Observable
final class RootViewModel {
    var currentView = AnyView(EmptyView())

    private let tabBarManager = Container.shared.resolve(TabBarManager.self)

    func showHome() {
        currentView = AnyView(HomeView().environment(self.tabBarManager))
    }
}
