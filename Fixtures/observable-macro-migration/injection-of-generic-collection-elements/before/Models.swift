import Combine

/// Results of any element type, observed as one list.
final class ResultList<Element>: ObservableObject {
    @Published var items: [Element] = []
}

final class Post: ObservableObject, Identifiable {
    let id: Int
    @Published var title = ""

    init(id: Int) {
        self.id = id
    }
}

final class SearchModel: ObservableObject {
    @Published var query = ""
}
