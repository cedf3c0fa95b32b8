import Combine

final class FeedStore: ObservableObject {
    @Published var items: [Int] = []
}
