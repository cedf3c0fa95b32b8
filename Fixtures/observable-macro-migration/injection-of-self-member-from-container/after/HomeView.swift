import SwiftUI

struct HomeView: View {
    @Environment(TabBarManager.self) private var tabBarManager

    var body: some View {
        Text(tabBarManager.isHidden ? "Full screen" : "Home")
    }
}
