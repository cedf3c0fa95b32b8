import Foundation
import SwiftUI

struct ErrorBanner: View {
    let error: NSError?

    var body: some View {
        Text(error?.localizedDescription ?? "")
    }
}

struct MovieListView: View {
    @StateObject private var state = MovieListState()

    var body: some View {
        VStack {
            if state.movies.isLoading {
                ProgressView()
            } else if let movies = state.movies.value {
                List(movies) { movie in
                    Text(movie.title)
                }
            }
            ErrorBanner(error: state.movies.error as NSError?)
            if (state.movies.error as NSError?)?.code == NSURLErrorNotConnectedToInternet {
                Text("Offline")
            }
        }
        .onAppear { state.loadMovies() }
    }
}
