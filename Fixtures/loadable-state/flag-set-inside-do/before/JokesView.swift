import SwiftUI

struct JokesView: View {
    @StateObject private var viewModel = JokesViewModel()

    var body: some View {
        List(viewModel.jokes ?? [], id: \.self) { joke in
            Text(joke)
        }
        .overlay {
            if viewModel.isLoading { ProgressView() }
        }
        .task { await viewModel.fetchJokes() }
    }
}
