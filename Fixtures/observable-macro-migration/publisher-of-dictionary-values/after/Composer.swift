import Combine

/// Watches each upload's progress: the loop's pairs are the dictionary's, so each value is an
/// 'Upload' and never a 'ChatModel'.
final class Composer {
    private var cancellables = Set<AnyCancellable>()
    private(set) var finished: [String] = []

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
}
