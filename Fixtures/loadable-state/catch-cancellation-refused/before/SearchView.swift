import SwiftUI

struct SearchView: View {
    @StateObject private var viewModel = SearchViewModel()
    let query: String

    var body: some View {
        List(viewModel.results) { result in
            Text("\(result.id)")
        }
        .overlay {
            if viewModel.isSearching { ProgressView() }
        }
        .task(id: query) { await viewModel.search(query) }
    }
}
