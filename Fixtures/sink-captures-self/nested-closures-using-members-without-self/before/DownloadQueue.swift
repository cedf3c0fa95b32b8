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
            .sink { [self] url in
                DispatchQueue.main.async { pending.append(url) }
                let retried = pending.filter { $0 == url || failed.contains($0) }
                let local = retried.filter(\.isFileURL).map { $0.path }
                DispatchQueue.main.async { [self] in
                    failed.removeAll { retried.contains($0) || local.contains($0.path) }
                }
            }
            .store(in: &cancellables)
    }
}
