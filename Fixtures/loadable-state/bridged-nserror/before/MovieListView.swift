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
            if state.isLoading {
                ProgressView()
            } else if let movies = state.movies {
                List(movies) { movie in
                    Text(movie.title)
                }
            }
            ErrorBanner(error: state.error)
            if state.error?.code == NSURLErrorNotConnectedToInternet {
                Text("Offline")
            }
        }
        .onAppear { state.loadMovies() }
    }
}
