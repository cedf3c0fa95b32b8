import SwiftUI

struct SearchView: View {
    @StateObject private var viewModel = SearchViewModel()
    @State private var query = ""

    var body: some View {
        VStack {
            TextField("Search", text: $query)
            if viewModel.isSearching {
                ProgressView()
            } else if let error = viewModel.error {
                Text(error.localizedDescription)
            } else {
                List(viewModel.results, id: \.self) { result in
                    Text(result)
                }
            }
        }
        .task(id: query) {
            await viewModel.search(query)
        }
    }
}
