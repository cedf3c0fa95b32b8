import SwiftUI

struct MovieDetailView: View {
    let movie: Movie
    @StateObject private var movieDetailState: MovieDetailState

    init(movie: Movie) {
        _movieDetailState = StateObject(wrappedValue: {
            let movieDetailState = MovieDetailState()
            // Starts loading as soon as the view exists.
            movieDetailState.loadMovie(id: movie.id)
            return movieDetailState
        }())
        self.movie = movie
    }

    var body: some View {
        Text(movieDetailState.overview)
    }
}
