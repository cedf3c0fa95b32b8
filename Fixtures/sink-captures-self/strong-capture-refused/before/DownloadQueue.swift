import Combine
import Foundation

final class DownloadQueue {
    private(set) var pending: [URL] = []
    private(set) var finished = 0

    private let requests = PassthroughSubject<URL, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        requests
            .sink { [queue = self] _ in
                queue.finished += 1
            }
            .store(in: &cancellables)
    }
}
