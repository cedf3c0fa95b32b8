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
    var api: FeedAPI
    var analytics: Analytics
    var user: String

    init(api: FeedAPI, analytics: Analytics, user: String) {
        self.api = api
        self.analytics = analytics
        self.user = user
    }

    func refresh() {
        guard !isRefreshing else { return }
        posts = api.posts(for: user)
        analytics.track("refresh")
    }

    func open(_ post: String) {
        self.analytics.track("open \(post)")
    }
}

extension FeedViewModel {
    var title: String {
        return "Posts by " + user
    }
}

struct FeedView: View {
    let user: String
    let api: FeedAPI
    let analytics: Analytics
    @StateObject private var viewModel: FeedViewModel

    init(user: String, api: FeedAPI, analytics: Analytics) {
        self.user = user
        self.api = api
        self.analytics = analytics
        _viewModel = StateObject(wrappedValue: FeedViewModel(api: api, analytics: analytics, user: user))
    }

    var body: some View {
        List(viewModel.posts, id: \.self) { post in
            Text(post)
                .onTapGesture { viewModel.open(post) }
        }
        .navigationTitle(viewModel.title)
        .onAppear {
            viewModel.refresh()
        }
    }
}
