import Rows
import SwiftUI

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(viewModel.articleIDs, id: \.self) { id in
                    ArticleRow(viewModel: ArticleRowViewModel(articleID: id))
                }
            }
        }
        .task { viewModel.load() }
    }
}
