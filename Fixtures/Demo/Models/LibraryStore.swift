import Combine
import Foundation

/// App-wide store for bookmarks and notes, shared through the environment.
final class LibraryStore: ObservableObject {
    @Published private(set) var bookmarkedIDs: Set<Article.ID> = []
    @Published private(set) var notes: [ArticleNote] = []

    private let defaults: UserDefaults
    private var cancellables = Set<AnyCancellable>()

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        if let saved = defaults.stringArray(forKey: "bookmarks") {
            bookmarkedIDs = Set(saved)
        }

        $bookmarkedIDs
            .dropFirst()
            .debounce(for: .milliseconds(500), scheduler: DispatchQueue.main)
            .sink { [weak self] ids in
                self?.defaults.set(Array(ids), forKey: "bookmarks")
            }
            .store(in: &cancellables)
    }

    func isBookmarked(_ article: Article) -> Bool {
        bookmarkedIDs.contains(article.id)
    }

    func toggleBookmark(for article: Article) {
        if bookmarkedIDs.contains(article.id) {
            bookmarkedIDs.remove(article.id)
        } else {
            bookmarkedIDs.insert(article.id)
        }
    }

    func addNote(_ text: String, to article: Article) {
        notes.append(ArticleNote(articleID: article.id, text: text))
    }

    func notes(for article: Article) -> [ArticleNote] {
        notes.filter { $0.articleID == article.id }
    }
}

/// The signed-in account. There is only ever one session per process.
final class Session: ObservableObject {
    static let shared = Session()

    @Published var displayName: String?
    @Published var isSignedIn = false

    private init() {}

    func signOut() {
        displayName = nil
        isSignedIn = false
    }
}
