import Combine
import Foundation

final class HistoryViewModel: BaseViewModel, ObservableObject {
    @Published var entries: [String] = []

    init(feed: AnyPublisher<[String], Never>, progress: AnyPublisher<Bool, Never>) {
        super.init()
        feed
            .receive(on: RunLoop.main)
            .sink { [weak self] in self?.entries = $0 }
            .store(in: &subscriptions)
        progress
            .sink { [weak self] busy in
                // Shown by the toolbar's spinner.
                self?.isBusy = busy
            }
            .store(in: &subscriptions)
        // Kept nowhere: ends with this call, holds nothing.
        _ = feed.sink { print($0.count, self.entries.count) }
    }
}
