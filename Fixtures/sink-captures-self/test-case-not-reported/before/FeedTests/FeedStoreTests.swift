import Combine

/// A test case and the subscriptions it stores end with the test; '[weak self]' with
/// 'guard let self' would only risk skipping its checks, so tests are not reported.
final class FeedStoreTests {
    private var cancellables = Set<AnyCancellable>()
    private var received: [[Int]] = []

    func testItemsArePublished() {
        let store = FeedStore()
        store.$items
            .sink { items in
                self.received.append(items)
            }
            .store(in: &cancellables)
        store.items = [1]
    }
}
