import SwiftUI

struct BookListView: View {
    @EnvironmentObject var store: LibraryStore

    var body: some View {
        VStack {
            TextField("Search", text: $store.searchText)
            List(store.visibleBooks, id: \.self) { title in
                Text(title)
            }
            Button("Add") { store.add("Untitled") }
        }
    }
}

struct BookListView_Previews: PreviewProvider {
    static var previews: some View {
        BookListView()
            .environmentObject(LibraryStore())
    }
}
