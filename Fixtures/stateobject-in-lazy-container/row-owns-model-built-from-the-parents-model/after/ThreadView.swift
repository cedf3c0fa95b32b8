import SwiftUI

struct ThreadView: View {
    @StateObject private var viewModel = ThreadViewModel()

    var body: some View {
        List {
            ForEach(viewModel.comments) { comment in
                CommentRow(viewModel: viewModel.commentRowViewModel(for: comment), comment: comment, author: viewModel.author(of: comment))
            }
        }
    }
}
