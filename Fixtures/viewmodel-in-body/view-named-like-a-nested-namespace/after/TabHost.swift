import SwiftUI

struct TabHost: View {
    var body: some View {
        TabView {
            LibraryView()
                .tabItem { Text(Strings.LibraryView.title) }
            AccountView()
                .tabItem { Text(Strings.AccountView.title) }
        }
    }
}
