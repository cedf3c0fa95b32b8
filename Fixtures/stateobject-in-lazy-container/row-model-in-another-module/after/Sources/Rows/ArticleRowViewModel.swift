import Combine

public final class ArticleRowViewModel: ObservableObject {
    public let articleID: Int
    @Published public var isExpanded = false

    public init(articleID: Int) {
        self.articleID = articleID
    }
}
