import SwiftUI

struct CommentRow: View {
    @StateObject private var viewModel: CommentViewModel

    init(comment: Comment, author: Author) {
        _viewModel = StateObject(wrappedValue: CommentViewModel(comment: comment, author: author))
    }

    var body: some View {
        Text(viewModel.isCollapsed ? viewModel.author.name : viewModel.comment.text)
            .onTapGesture { viewModel.isCollapsed.toggle() }
    }
}

struct CommentRow_Previews: PreviewProvider {
    static var previews: some View {
        CommentRow(comment: Comment(id: 1, authorID: 1, text: "First"), author: Author(id: 1, name: "Ada"))
    }
}
