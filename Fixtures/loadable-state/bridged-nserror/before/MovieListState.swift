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
    @Published var movies: [Movie]?
    @Published var isLoading = false
    @Published var error: NSError?

    private let service = MovieService()

    func loadMovies() {
        self.movies = nil
        self.error = nil
        self.isLoading = true
        self.service.fetchMovies { [weak self] result in
            guard let self = self else { return }
            self.isLoading = false
            switch result {
            case .success(let movies):
                self.movies = movies
            case .failure(let error):
                self.error = error as NSError
            }
        }
    }
}
