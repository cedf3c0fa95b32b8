import Combine

final class GenreService {
    func genres() -> [String] {
        []
    }
}

final class GenreListModel: ObservableObject {
    @Published var genres: [String] = []

    private let service: GenreService

    init(service: GenreService) {
        self.service = service
    }

    func load() {
        genres = service.genres()
    }
}

final class ZapsModel: ObservableObject {
    @Published var total = 0

    init(noteID: String) {}

    func subscribe() {}
}
