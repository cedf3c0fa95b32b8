import SwiftUI

/// Builds its dependencies in `init` and keeps the model in a plain property.
struct GenreRootView: View {
    private let service: GenreService
    @StateObject private var genreList: GenreListModel

    init() {
        let service = GenreService()
        self.service = service
        self._genreList = StateObject(wrappedValue: GenreListModel(
            service: service
        ))
    }

    var body: some View {
        List(genreList.genres, id: \.self) { genre in
            Text(genre)
        }
        .onAppear { genreList.load() }
    }
}
