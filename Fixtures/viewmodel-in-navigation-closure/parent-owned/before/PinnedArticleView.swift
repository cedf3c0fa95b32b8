import SwiftUI

struct PinnedArticleView: View {
    @StateObject private var viewModel = ArticleViewModel(articleID: 1)

    var body: some View {
        VStack {
            Text("Pinned")
                .font(.caption)
            ArticleView(viewModel: viewModel)
        }
    }
}
