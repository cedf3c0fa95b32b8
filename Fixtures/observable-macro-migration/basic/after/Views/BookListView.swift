import SwiftUI

struct BookListView: View {
    @Environment(LibraryStore.self) private var store

    var body: some View {
        @Bindable var store = store
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
            .environment(LibraryStore())
    }
}
