import SwiftUI

struct Repository: Identifiable {
    let id: Int
    let fullName: String
}

final class RepositoryDetailViewModel: ObservableObject {
    @Published var repository: Repository

    init(repository: Repository) {
        self.repository = repository
    }
}

struct RepositoryDetailView: View {
    @StateObject private var viewModel: RepositoryDetailViewModel

    init(repository: Repository) {
        _viewModel = StateObject(wrappedValue: RepositoryDetailViewModel(repository: repository))
    }

    var body: some View {
        Text(viewModel.repository.fullName)
    }
}

struct RepositoryListView: View {
    let repositories: [Repository]
    @State private var selected: Repository?

    var body: some View {
        List(repositories) { repository in
            Button(repository.fullName) { selected = repository }
        }
        .sheet(item: $selected) { repository in
            // The model's `)` has a line of its own, and so has the view's.
            RepositoryDetailView(
                repository: repository
            )
        }
    }
}
