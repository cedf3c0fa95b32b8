import SwiftUI

struct SearchResultsView: View {
    @StateObject private var viewModel: SearchResultsViewModel

    init(query: String) {
        _viewModel = StateObject(wrappedValue: SearchResultsViewModel(query: query))
    }

    var body: some View {
        List(viewModel.results, id: \.self) { result in
            Text(result)
        }
        .navigationTitle(viewModel.query)
        .onAppear {
            viewModel.search()
        }
    }
}
