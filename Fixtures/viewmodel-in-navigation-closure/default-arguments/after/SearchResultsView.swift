import SwiftUI

struct SearchResultsView: View {
    @StateObject private var viewModel: SearchResultsViewModel

    init(query: String, pageSize: Int = 20, sortAscending: Bool = true) {
        _viewModel = StateObject(wrappedValue: SearchResultsViewModel(query: query, pageSize: pageSize, sortAscending: sortAscending))
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
