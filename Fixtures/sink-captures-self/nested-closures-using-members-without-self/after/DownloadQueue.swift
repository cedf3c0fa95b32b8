import Combine
import Foundation

final class DownloadQueue {
    private(set) var pending: [URL] = []
    private(set) var failed: [URL] = []
    private(set) var isFileURL = false

    private let requests = PassthroughSubject<URL, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        // 'pending' and 'failed' in the nested closures rely on the outer '[self]'.
        requests
            .sink { [weak self] url in
                guard let self else { return }
                DispatchQueue.main.async { self.pending.append(url) }
                let retried = pending.filter { $0 == url || self.failed.contains($0) }
                let local = retried.filter(\.isFileURL).map { $0.path }
                DispatchQueue.main.async { [self] in
                    self.failed.removeAll { retried.contains($0) || local.contains($0.path) }
                }
            }
            .store(in: &cancellables)
    }
}
