import Combine

class PagedModel: ObservableObject {
    @Published var page = 0
}

final class ArticlesModel: PagedModel {
    @Published var articles: [String] = []
}
