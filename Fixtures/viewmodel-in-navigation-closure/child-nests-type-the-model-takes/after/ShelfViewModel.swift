import Combine

struct Filter {
    var title: String
}

final class ShelfViewModel: ObservableObject {
    @Published var filter: Filter

    init(filter: Filter) {
        self.filter = filter
    }
}
