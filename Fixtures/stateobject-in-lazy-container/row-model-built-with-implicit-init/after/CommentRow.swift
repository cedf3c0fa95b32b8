import SwiftUI

struct CommentRow: View {
    @ObservedObject private var viewModel: CommentViewModel
    let isRoot: Bool

    init(viewModel: CommentViewModel, comment: Comment, isRoot: Bool) {
        self.isRoot = isRoot
        self._viewModel = ObservedObject(wrappedValue: viewModel)
    }

    var body: some View {
        Text(viewModel.isCollapsed ? "…" : viewModel.comment.text)
            .onTapGesture { viewModel.isCollapsed.toggle() }
    }
}

struct CommentRow_Previews: PreviewProvider {
    static var previews: some View {
        CommentRow(viewModel: CommentViewModel(comment: Comment(id: 1, text: "First")), comment: Comment(id: 1, text: "First"), isRoot: true)
    }
}
