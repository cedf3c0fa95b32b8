import Combine
import Foundation

enum PanelPublisher {
    static let willSplitPage = PassthroughSubject<Int, Never>()
    static let didChangeDirection = PassthroughSubject<Void, Never>()
}

class PagingController {
    var subscriptions = Set<AnyCancellable>()

    func split(_ page: Int) {}
    func reload() async {}
}

class WebtoonController {
    var subscriptions = Set<AnyCancellable>()

    func invalidateLayout() {}
}
