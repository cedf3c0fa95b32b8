import Combine
import Foundation

private typealias Controller = PagingController

extension Controller {
    func subscribeAll() {
        // The inner '[weak self]' makes the sink's closure capture 'self' strongly.
        PanelPublisher.willSplitPage
            .sink { page in
                Task { @MainActor [weak self] in
                    self?.split(page)
                }
            }
            .store(in: &subscriptions)

        PanelPublisher.didChangeDirection
            .sink {
                Task { [weak self] in
                    await self?.reload()
                }
            }
            .store(in: &subscriptions)
    }
}
