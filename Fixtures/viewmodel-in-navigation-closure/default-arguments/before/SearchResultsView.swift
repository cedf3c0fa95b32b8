import SwiftUI

struct SearchResultsView: View {
    @ObservedObject var viewModel: SearchResultsViewModel

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
