import SwiftUI

struct HomeView: View {
    @EnvironmentObject var tabBarManager: TabBarManager

    var body: some View {
        Text(tabBarManager.isHidden ? "Full screen" : "Home")
    }
}
