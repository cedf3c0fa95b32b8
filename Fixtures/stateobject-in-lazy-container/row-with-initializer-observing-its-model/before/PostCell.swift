import SwiftUI

final class PostCellViewModel: ObservableObject {
    @Published var post: Post

    init(post: Post) {
        self.post = post
    }

    func like() {
        post.likes += 1
    }
}

struct PostCell: View {
    @ObservedObject var viewModel: PostCellViewModel

    var isPopular: Bool { viewModel.post.likes > 100 }

    init(viewModel: PostCellViewModel) {
        self.viewModel = viewModel
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(viewModel.post.caption)
            Button(isPopular ? "Popular" : "Like") { viewModel.like() }
        }
    }
}
