import SwiftUI

struct LibraryView: View {
    var body: some View {
        NavigationLink("Books") {
            ShelfView(viewModel: ShelfViewModel(filter: Filter(title: "Books")))
        }
    }
}
