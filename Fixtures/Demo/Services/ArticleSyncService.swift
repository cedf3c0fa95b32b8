import Combine
import Foundation

/// Refreshes the article list when the app comes back online.
final class ArticleSyncService: ObservableObject {
    @Published private(set) var articles: [Article] = []
    @Published private(set) var lastSync: Date?

    private let api: ArticlesAPI
    private let connectivity = PassthroughSubject<Bool, Never>()
    private var cancellables = Set<AnyCancellable>()

    init(api: ArticlesAPI) {
        self.api = api

        connectivity
            .removeDuplicates()
            .filter { $0 }
            .sink { _ in
                self.lastSync = Date()
                Task { await self.refresh() }
            }
            .store(in: &cancellables)
    }

    func connectivityChanged(isOnline: Bool) {
        connectivity.send(isOnline)
    }

    @MainActor
    func refresh() async {
        articles = (try? await api.fetchArticles()) ?? []
    }
}
