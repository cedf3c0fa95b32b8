import SwiftUI

struct SearchView: View {
    @StateObject private var viewModel = SearchViewModel()
    @State private var text = ""

    var body: some View {
        VStack {
            TextField("Search", text: $text)
                .onSubmit { viewModel.search(text) }
            if viewModel.isSearching {
                ProgressView()
            } else if let error = viewModel.error {
                Text(error.localizedDescription)
            } else {
                List(viewModel.places) { place in
                    Text("\(place.id)")
                }
            }
        }
    }
}
