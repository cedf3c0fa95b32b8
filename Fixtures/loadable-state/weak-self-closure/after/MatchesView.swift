import SwiftUI

struct MatchesView: View {
    @StateObject private var viewModel = MatchesViewModel()

    var body: some View {
        List(viewModel.matches.value ?? []) { match in
            Text(match.score)
        }
        .refreshable {
            viewModel.scheduleReload()
        }
        .task {
            await viewModel.loadMatches()
        }
    }
}
