import SwiftUI

struct ReposView: View {
    @ObservedObject var viewModel: ReposViewModel
    @ObservedObject var stars: StarsViewModel

    var body: some View {
        List(viewModel.repos.value ?? []) { repo in
            Text(repo.name)
        }
        .overlay {
            if viewModel.repos.isLoading || stars.isLoading {
                ProgressView()
            }
        }
        .task { await viewModel.loadRepos(owner: "apple") }
        .safeAreaInset(edge: .bottom) {
            Text(viewModel.errorMessage ?? stars.errorMessage ?? "")
        }
    }
}

/// Reads the message of values whose type is not written: it stays a property to read.
@MainActor
func problems(of models: [ReposViewModel]) -> [String] {
    models.compactMap { $0.errorMessage }
}
