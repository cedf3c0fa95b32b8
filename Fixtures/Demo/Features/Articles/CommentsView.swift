import SwiftUI

struct Comment: Identifiable, Hashable {
    let id: Int
    let author: String
    let text: String
}

@MainActor
final class CommentRowViewModel: ObservableObject {
    @Published private(set) var isLiked = false
    let comment: Comment

    init(comment: Comment) {
        self.comment = comment
    }

    func toggleLike() {
        isLiked.toggle()
    }
}

struct CommentRowView: View {
    @ObservedObject var viewModel: CommentRowViewModel

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(viewModel.comment.author)
                    .font(.headline)
                Text(viewModel.comment.text)
            }
            Spacer()
            Button(viewModel.isLiked ? "Unlike" : "Like") {
                viewModel.toggleLike()
            }
        }
    }
}

struct CommentsView: View {
    let comments: [Comment]

    var body: some View {
        VStack {
            ForEach(comments) { comment in
                // Each row gets a fresh view model on every update of the list.
                CommentRowView(viewModel: CommentRowViewModel(comment: comment))
            }
        }
        .navigationTitle("Comments")
    }
}
