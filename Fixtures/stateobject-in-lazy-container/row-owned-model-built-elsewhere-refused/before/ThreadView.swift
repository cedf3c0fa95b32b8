import SwiftUI

struct ThreadView: View {
    @StateObject private var viewModel = ThreadViewModel()

    var body: some View {
        List {
            ForEach(viewModel.comments) { comment in
                CommentRow(
                    comment: comment,
                    isRoot: comment.id == viewModel.comments.first?.id)
            }
        }
    }
}

/// A pinned comment is not a lazy row: nothing would keep its model.
struct PinnedCommentView: View {
    let comment: Comment

    var body: some View {
        VStack {
            Text("Pinned")
            CommentRow(comment: comment, isRoot: true)
        }
    }
}
