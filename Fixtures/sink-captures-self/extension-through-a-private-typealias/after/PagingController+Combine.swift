import Combine
import Foundation

private typealias Controller = PagingController

extension Controller {
    func subscribeAll() {
        // The inner '[weak self]' makes the sink's closure capture 'self' strongly.
        PanelPublisher.willSplitPage
            .sink { [weak self] page in
                guard let self else { return }
                Task { @MainActor [weak self] in
                    self?.split(page)
                }
            }
            .store(in: &subscriptions)

        PanelPublisher.didChangeDirection
            .sink { [weak self] in
                guard let self else { return }
                Task { [weak self] in
                    await self?.reload()
                }
            }
            .store(in: &subscriptions)
    }
}
