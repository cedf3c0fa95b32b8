import Combine
import Foundation

final class FeedViewModel: ObservableObject {
    @Published var filter = ""
    @Published var visibleCount = 0

    var cancellables = Set<AnyCancellable>()

    init() {
        bindFilter()
    }
}
