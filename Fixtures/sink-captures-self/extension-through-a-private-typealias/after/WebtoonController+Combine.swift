import Combine
import Foundation

private typealias Controller = WebtoonController

extension Controller {
    func subscribeToDirection() {
        PanelPublisher.didChangeDirection
            .sink { [weak self] _ in
                self?.invalidateLayout()
            }
            .store(in: &subscriptions)
    }
}
