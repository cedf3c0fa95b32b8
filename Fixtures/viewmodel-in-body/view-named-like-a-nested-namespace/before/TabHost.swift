import SwiftUI

struct TabHost: View {
    var body: some View {
        TabView {
            LibraryView(model: LibraryModel())
                .tabItem { Text(Strings.LibraryView.title) }
            AccountView(model: .init())
                .tabItem { Text(Strings.AccountView.title) }
        }
    }
}
