import Combine
import SwiftUI

@MainActor
final class AuthorViewModel: ObservableObject {
    @Published private(set) var author: Author?
    @Published private(set) var articles: [Article] = []
    @Published private(set) var loadFailed = false

    let authorID: Author.ID
    private let api: ArticlesAPI

    init(id: Author.ID, api: ArticlesAPI = LiveArticlesAPI()) {
        self.authorID = id
        self.api = api
    }

    func load() async {
        do {
            async let author = api.fetchAuthor(id: authorID)
            async let articles = api.fetchArticles(by: authorID)
            self.author = try await author
            self.articles = try await articles
            loadFailed = false
        } catch {
            loadFailed = true
        }
    }
}

struct AuthorProfileView: View {
    @ObservedObject private var vm: AuthorViewModel

    init(id: Author.ID) {
        self.vm = AuthorViewModel(id: id)
    }

    var body: some View {
        List {
            if let author = vm.author {
                Section {
                    VStack(alignment: .leading, spacing: 8) {
                        Text(author.name)
                            .font(.title2.bold())
                        Text(author.bio)
                            .foregroundStyle(.secondary)
                    }
                    .padding(.vertical, 4)
                }
            } else if vm.loadFailed {
                Text("This author could not be loaded.")
                    .foregroundStyle(.secondary)
            } else {
                ProgressView()
                    .frame(maxWidth: .infinity)
            }

            Section("Articles") {
                ForEach(vm.articles) { article in
                    NavigationLink(value: article) {
                        ArticleSummaryRow(article: article)
                    }
                }
            }
        }
        .navigationTitle(vm.author?.name ?? "Author")
        .task { await vm.load() }
    }
}
