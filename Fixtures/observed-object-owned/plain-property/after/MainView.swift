import SwiftUI

struct MainView: View {
    let title: String
    // The tab the user is on.
    private let tabs = TabSelection()
    var drafts: DraftStore = DraftStore()
    @State var library = Library()
    let haptics = Haptics()
    /// Never read: not worth a finding.
    private let unused = DraftStore()

    var body: some View {
        VStack {
            Text("\(title): tab \(tabs.selected)")
            Text("\(drafts.drafts.count) drafts, \(library.books.count) books")
            Button("Tap") {
                haptics.tap()
            }
            DraftList()
                .environmentObject(tabs)
        }
    }
}

struct DraftList: View {
    @EnvironmentObject private var tabs: TabSelection

    var body: some View {
        Text("\(tabs.selected)")
    }
}

/// An app is created once: its plain properties keep their objects.
@main
struct DraftsApp: App {
    let library = Library()

    var body: some Scene {
        WindowGroup {
            MainView(title: "\(library.books.count)")
        }
    }
}

struct TabBar: View {
    private let selection = TabSelection()

    var body: some View {
        content
    }
}

private extension TabBar {
    var content: some View {
        Text("\(selection.selected)")
    }
}

/// A dynamic property may keep a plain object as a cache it must not observe.
struct CachedSelection: DynamicProperty {
    private let cache = TabSelection()

    var wrappedValue: Int { cache.selected }
}

struct MainView_Previews: PreviewProvider {
    static var previews: some View {
        MainView(title: "Preview", drafts: DraftStore())
    }
}
