import Foundation
import SwiftUI

protocol ChapterSource {
    func chapter(id: Int) async throws -> String
    /// Warms the image cache; the text is readable before it finishes.
    func preloadImages(id: Int) async
}

@MainActor
final class ReaderViewModel: ObservableObject {
    @Published private(set) var fetchState: Loadable<Void> = .notInitiated
    @Published private(set) var text = ""
    @Published private(set) var pageCount = 0

    private let source: ChapterSource
    private let id: Int

    init(source: ChapterSource, id: Int) {
        self.source = source
        self.id = id
    }

    func fetch() async {
        fetchState = .loading
        do {
            let chapter = try await source.chapter(id: id)
            text = chapter
            pageCount = chapter.count / 2_000 + 1

            fetchState = .success(())

            await source.preloadImages(id: id)
        } catch {
            fetchState = .failure(error)
        }
    }
}
