import SwiftUI

struct SuggestionsView: View {
    @StateObject private var viewModel = SuggestionsViewModel()

    var body: some View {
        List(viewModel.suggestions) { suggestion in
            Text(suggestion.text)
        }
        .overlay {
            if viewModel.isLoadingSuggestions {
                ProgressView()
            } else if viewModel.error == .failedToLoad {
                Text("No suggestions right now")
            }
        }
        .task { await viewModel.loadSuggestions() }
    }
}
