import SwiftUI

struct MovieDetailView: View {
    let movie: Movie
    @ObservedObject private var movieDetailState = MovieDetailState()

    init(movie: Movie) {
        self.movie = movie
        // Starts loading as soon as the view exists.
        self.movieDetailState.loadMovie(id: self.movie.id)
    }

    var body: some View {
        Text(movieDetailState.overview)
    }
}
