import Combine
import Foundation

final class DownloadQueue {
    private(set) var pending: [URL] = []
    private(set) var finished = 0

    private let requests = PassthroughSubject<URL, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        // 'pending' in the nested closure relies on the outer '[self]'.
        requests
            .sink { [self] url in
                DispatchQueue.main.async { pending.append(url) }
            }
            .store(in: &cancellables)

        requests
            .sink { [queue = self] _ in
                queue.finished += 1
            }
            .store(in: &cancellables)
    }
}
