import Combine
import Foundation

extension FeedViewModel {
    func bindFilter() {
        $filter
            .map(\.count)
            .sink { length in
                self.visibleCount = length
            }
            .store(in: &cancellables)
    }
}

struct FeedPreviewData {
    var cancellables = Set<AnyCancellable>()
}

extension FeedPreviewData {
    mutating func bind(_ model: FeedViewModel) {
        model.$filter
            .sink { value in print(value) }
            .store(in: &cancellables)
    }
}
