import Combine

class FeedModel: ObservableObject {
    @Published var titles: [String] = []
    // Private: the subclass below, in this very file, cannot use it.
    private var cancellables = Set<AnyCancellable>()

    func watch(_ source: some Publisher<Int, Never>) {
        source.sink { print($0) }.store(in: &cancellables)
    }
}

final class SearchFeedModel: FeedModel {
    func bind(_ results: some Publisher<[String], Never>) {
        results.assign(to: &$titles)
    }
}
