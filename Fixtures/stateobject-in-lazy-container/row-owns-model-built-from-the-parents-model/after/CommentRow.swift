import SwiftUI

struct CommentRow: View {
    @ObservedObject private var viewModel: CommentViewModel

    init(viewModel: CommentViewModel, comment: Comment, author: Author) {
        _viewModel = ObservedObject(wrappedValue: viewModel)
    }

    var body: some View {
        Text(viewModel.isCollapsed ? viewModel.author.name : viewModel.comment.text)
            .onTapGesture { viewModel.isCollapsed.toggle() }
    }
}

struct CommentRow_Previews: PreviewProvider {
    static var previews: some View {
        CommentRow(viewModel: CommentViewModel(comment: Comment(id: 1, authorID: 1, text: "First"), author: Author(id: 1, name: "Ada")), comment: Comment(id: 1, authorID: 1, text: "First"), author: Author(id: 1, name: "Ada"))
    }
}
