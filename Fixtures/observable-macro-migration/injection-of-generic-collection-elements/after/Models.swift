import Combine
import Observation

/// Results of any element type, observed as one list.
@Observable
final class ResultList<Element> {
    var items: [Element] = []
}

@Observable
final class Post: Identifiable {
    let id: Int
    var title = ""

    init(id: Int) {
        self.id = id
    }
}

@Observable
final class SearchModel {
    var query = ""
}
