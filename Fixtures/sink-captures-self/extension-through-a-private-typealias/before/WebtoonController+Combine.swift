import Combine
import Foundation

private typealias Controller = WebtoonController

extension Controller {
    func subscribeToDirection() {
        PanelPublisher.didChangeDirection
            .sink { _ in
                self.invalidateLayout()
            }
            .store(in: &subscriptions)
    }
}
