// Never imports 'Rows', where the rows' models live.
import Combine

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var articleIDs: [Int] = []

    func load() {
        articleIDs = Array(1...50)
    }
}
