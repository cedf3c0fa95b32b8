import Rows
import SwiftUI

struct ArticleRow: View {
    @ObservedObject var viewModel: ArticleRowViewModel

    var body: some View {
        Text("Article \(viewModel.articleID)")
            .onTapGesture { viewModel.isExpanded.toggle() }
    }
}
