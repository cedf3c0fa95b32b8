import Foundation
import SwiftUI

struct Movie: Identifiable {
    let id: Int
    var title: String
}

final class MovieService {
    func fetchMovies(completion: @escaping (Result<[Movie], Error>) -> Void) {
        completion(.success([]))
    }
}

final class MovieListState: ObservableObject {
    @Published var movies: Loadable<[Movie]> = .notInitiated

    private let service = MovieService()

    func loadMovies() {
        self.movies = .loading
        self.service.fetchMovies { [weak self] result in
            guard let self = self else { return }
            switch result {
            case .success(let movies):
                self.movies = .success(movies)
            case .failure(let error):
                self.movies = .failure(error)
            }
        }
    }
}
