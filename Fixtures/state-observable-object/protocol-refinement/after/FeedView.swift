import SwiftUI

protocol ViewModel: ObservableObject {
    func onAppear()
}

final class FeedViewModel: ViewModel {
    @Published private(set) var posts: [String] = []

    func onAppear() {
        posts = ["Welcome"]
    }
}

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        List(viewModel.posts, id: \.self) { post in
            Text(post)
        }
        .onAppear {
            viewModel.onAppear()
        }
    }
}
