import SwiftUI

struct JokeView: View {
    @StateObject private var viewModel = JokeViewModel()

    var body: some View {
        VStack {
            if viewModel.isLoading {
                ProgressView()
            } else if let jokeText = viewModel.jokeText {
                Text(jokeText)
            } else if let error = viewModel.error {
                Text(error.localizedDescription)
            }
            Button("Another one") { viewModel.fetchJoke() }
                .disabled(viewModel.isLoading)
        }
        .onAppear { viewModel.fetchJoke() }
    }
}
