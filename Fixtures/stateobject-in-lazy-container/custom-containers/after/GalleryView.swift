import SwiftUI

struct GalleryView: View {
    @StateObject private var viewModel = GalleryViewModel()

    var body: some View {
        CardGrid(viewModel.articles) { article in
            ArticleRow(viewModel: viewModel.articleRowViewModel(for: article))
        }
    }
}
