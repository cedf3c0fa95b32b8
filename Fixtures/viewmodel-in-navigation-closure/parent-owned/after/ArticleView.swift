import SwiftUI

final class ArticleViewModel: ObservableObject {
    let articleID: Int
    @Published private(set) var text = ""

    init(articleID: Int) {
        self.articleID = articleID
    }

    func load() {
        text = "Article \(articleID)"
    }
}

struct ArticleView: View {
    @ObservedObject var viewModel: ArticleViewModel

    var body: some View {
        ScrollView {
            Text(viewModel.text)
        }
        .onAppear {
            viewModel.load()
        }
    }
}
