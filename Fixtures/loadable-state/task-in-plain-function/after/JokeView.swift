import SwiftUI

struct JokeView: View {
    @StateObject private var viewModel = JokeViewModel()

    var body: some View {
        VStack {
            if viewModel.jokeText.isLoading {
                ProgressView()
            } else if let jokeText = viewModel.jokeText.value {
                Text(jokeText)
            } else if let error = viewModel.jokeText.error {
                Text(error.localizedDescription)
            }
            Button("Another one") { viewModel.fetchJoke() }
                .disabled(viewModel.jokeText.isLoading)
        }
        .onAppear { viewModel.fetchJoke() }
    }
}
