import SwiftUI

final class FeedAPI {
    func posts(for user: String) -> [String] { ["Hello from \(user)"] }
}

final class Analytics {
    func track(_ event: String) {}
}

final class FeedViewModel: ObservableObject {
    @Published var posts: [String] = []
    @Published var isRefreshing = false
    // Set by the view when it appears.
    var api: FeedAPI!
    var analytics: Analytics? = nil
    var user: String?

    func refresh() {
        guard let user, !isRefreshing else { return }
        posts = api.posts(for: user)
        analytics?.track("refresh")
    }

    func open(_ post: String) {
        self.analytics!.track("open \(post)")
    }
}

extension FeedViewModel {
    var title: String {
        guard let user = self.user else { return "" }
        return "Posts by " + user
    }
}

struct FeedView: View {
    let user: String
    let api: FeedAPI
    let analytics: Analytics
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        List(viewModel.posts, id: \.self) { post in
            Text(post)
                .onTapGesture { viewModel.open(post) }
        }
        .navigationTitle(viewModel.title)
        .onAppear {
            viewModel.api = api
            viewModel.analytics = analytics
            viewModel.user = user
            viewModel.refresh()
        }
    }
}
