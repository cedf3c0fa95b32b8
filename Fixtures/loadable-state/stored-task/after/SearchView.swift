import SwiftUI

struct SearchView: View {
    @StateObject private var viewModel = SearchViewModel()
    @State private var text = ""

    var body: some View {
        VStack {
            TextField("Search", text: $text)
                .onSubmit { viewModel.search(text) }
            if viewModel.places.isLoading {
                ProgressView()
            } else if let error = viewModel.places.error {
                Text(error.localizedDescription)
            } else {
                List(viewModel.places.value ?? []) { place in
                    Text("\(place.id)")
                }
            }
        }
    }
}
