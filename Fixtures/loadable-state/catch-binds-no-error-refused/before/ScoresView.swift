import SwiftUI

struct ScoresView: View {
    @StateObject private var viewModel = ScoresViewModel()

    var body: some View {
        List(viewModel.scores) { score in
            Text("\(score.id)")
        }
        .overlay {
            if viewModel.isLoading {
                ProgressView()
            } else if viewModel.showError {
                Text("Scores are unavailable.")
            }
        }
        .task { await viewModel.load() }
    }
}
