import Combine
import Observation

@Observable
class PagedModel {
    var page = 0
}

@Observable
final class ArticlesModel: PagedModel {
    var articles: [String] = []
}
