import SwiftUI

struct RootView: View {
    enum Tab: Hashable {
        case articles
        case readingList
        case bookmarks
        case settings
    }

    @Environment(\.articlesAPI) private var api
    @EnvironmentObject private var library: LibraryStore
    @State private var selectedTab: Tab = .articles

    var body: some View {
        TabView(selection: $selectedTab) {
            ArticlesListView(api: api)
                .tabItem { Label("Articles", systemImage: "newspaper") }
                .tag(Tab.articles)

            ReadingListView()
                .tabItem { Label("Reading List", systemImage: "books.vertical") }
                .tag(Tab.readingList)

            BookmarksView()
                .tabItem { Label("Bookmarks", systemImage: "bookmark") }
                .badge(library.bookmarkedIDs.count)
                .tag(Tab.bookmarks)

            SettingsView()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
        }
    }
}

struct RootView_Previews: PreviewProvider {
    static var previews: some View {
        RootView()
            .environmentObject(LibraryStore())
            .environment(ReadingStats())
            .environment(\.articlesAPI, PreviewArticlesAPI())
    }
}
