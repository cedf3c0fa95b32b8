import SwiftUI

final class ArticleModel: ObservableObject {
    @Published var text = ""
    let id: Int

    init(id: Int) {
        self.id = id
    }
}

final class CommentsModel: ObservableObject {
    @Published var comments: [String] = []
}

struct ArticleView: View {
    @ObservedObject var article: ArticleModel
    @StateObject private var comments: CommentsModel

    init(id: Int) {
        self.article = ArticleModel(id: id)
        _comments = StateObject(wrappedValue: CommentsModel())
    }

    var body: some View {
        VStack {
            Text(article.text)
            Text("\(comments.comments.count) comments")
        }
    }
}
