import SwiftUI

struct Article: Identifiable {
    let id: Int
    var title: String
}

enum Feed {
    @MainActor
    final class ViewModel: ObservableObject {
        @Published var isLoading = false
        @Published var error: Error?
        @Published var articles: [Article] = []

        func load() async {
            isLoading = true
            defer { isLoading = false }
            error = nil
            do {
                articles = try await fetch()
            } catch {
                self.error = error
            }
        }

        private func fetch() async throws -> [Article] { [] }
    }
}

enum Profile {
    final class ViewModel: ObservableObject {
        @Published var isLoading = false
        @Published var name = ""
    }
}

struct FeedView: View {
    @StateObject private var viewModel = Feed.ViewModel()

    var body: some View {
        List(viewModel.articles) { article in
            Text(article.title)
        }
        .overlay { if viewModel.isLoading { ProgressView() } }
        .task { await viewModel.load() }
    }
}

@MainActor
final class AppStore: ObservableObject {
    /// Its type is the name a factory returns, which both enums nest.
    let feed = AppStore.makeFeed()

    static func makeFeed() -> Feed.ViewModel {
        Feed.ViewModel()
    }
}

struct FeedBadge: View {
    @EnvironmentObject var store: AppStore

    var body: some View {
        Text(store.feed.isLoading ? "Loading" : "Ready")
    }
}
