import SwiftUI

struct JokesView: View {
    @StateObject private var viewModel = JokesViewModel()

    var body: some View {
        List(viewModel.jokes.value ?? [], id: \.self) { joke in
            Text(joke)
        }
        .overlay {
            if viewModel.jokes.isLoading { ProgressView() }
        }
        .task { await viewModel.fetchJokes() }
    }
}
