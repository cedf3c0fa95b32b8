import SwiftUI

struct CommentRow: View {
    @StateObject private var viewModel: CommentViewModel
    let isRoot: Bool

    init(comment: Comment, isRoot: Bool) {
        self.isRoot = isRoot
        self._viewModel = .init(wrappedValue: .init(comment: comment))
    }

    var body: some View {
        Text(viewModel.isCollapsed ? "…" : viewModel.comment.text)
            .onTapGesture { viewModel.isCollapsed.toggle() }
    }
}

struct CommentRow_Previews: PreviewProvider {
    static var previews: some View {
        CommentRow(comment: Comment(id: 1, text: "First"), isRoot: true)
    }
}
