import SwiftUI

struct SearchView: View {
    @State private var query = ""
    @State private var showsResults = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("Search recipes", text: $query)
                Button("Search") {
                    showsResults = true
                }
                .disabled(query.isEmpty)
            }
            .navigationDestination(isPresented: $showsResults) {
                SearchResultsView(viewModel: SearchResultsViewModel(query: query))
            }
        }
    }
}
