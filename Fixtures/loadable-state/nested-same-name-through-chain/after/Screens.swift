import SwiftUI

struct Article: Identifiable {
    let id: Int
    var title: String
}

enum Feed {
    @MainActor
    final class ViewModel: ObservableObject {
        @Published var articles: Loadable<[Article]> = .notInitiated

        func load() async {
            articles = .loading
            do {
                articles = .success(try await fetch())
            } catch {
                articles = .failure(error)
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
        List(viewModel.articles.value ?? []) { article in
            Text(article.title)
        }
        .overlay { if viewModel.articles.isLoading { ProgressView() } }
        .task { await viewModel.load() }
    }
}

@MainActor
final class AppStore: ObservableObject {
    let feed = Feed.ViewModel()
}

struct FeedBadge: View {
    @EnvironmentObject var store: AppStore

    var body: some View {
        Text(store.feed.articles.isLoading ? "Loading" : "Ready")
    }
}
