import Combine

/// Watches each upload's progress: the loops' values are the collections' elements, so each is an
/// 'Upload' and never a 'ChatModel'.
final class Composer {
    private var cancellables = Set<AnyCancellable>()
    private(set) var finished: [String] = []
    /// Built empty, its elements named only by the construction.
    private var queue = Array<Upload>()

    func start(_ names: [String]) {
        var uploadsByName: [String: Upload] = [:]
        for name in names {
            uploadsByName[name] = Upload()
        }
        for (name, upload) in uploadsByName {
            upload.$progress
                .sink { [weak self] progress in
                    if progress >= 1 { self?.finished.append(name) }
                }
                .store(in: &cancellables)
        }
    }

    func watchQueue() {
        for upload in queue {
            upload.$progress.sink { _ in }.store(in: &cancellables)
        }
    }
}
