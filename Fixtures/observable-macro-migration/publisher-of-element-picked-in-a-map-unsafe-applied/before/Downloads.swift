import Combine

final class Download: ObservableObject {
    let id: Int
    @Published var progress = 0.0

    init(id: Int) {
        self.id = id
    }
}

final class DownloadManager: ObservableObject {
    static let shared = DownloadManager()
    @Published var downloads: [Download] = []
}

/// Has a `progress` publisher too: the one the download's chain reads is not this one's.
final class PlayerButton: ObservableObject {
    @Published var progress = 0.0
}
