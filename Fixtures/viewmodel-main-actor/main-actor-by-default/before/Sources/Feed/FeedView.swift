import SwiftUI

final class FeedViewModel: ObservableObject {
    @Published var posts: [String] = []

    func refresh() {
        posts = ["Welcome"]
    }
}

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        List(viewModel.posts, id: \.self) { Text($0) }
            .onAppear { viewModel.refresh() }
    }
}
