import Combine
import Observation

@Observable
final class Download {
    let id: Int
    var progress = 0.0 {
        willSet { progressSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var progressSubject = CurrentValueSubject<Double, Never>(progress)
    var progressPublisher: AnyPublisher<Double, Never> { progressSubject.eraseToAnyPublisher() }

    init(id: Int) {
        self.id = id
    }
}

@Observable
final class DownloadManager {
    static let shared = DownloadManager()
    var downloads: [Download] = [] {
        willSet { downloadsSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var downloadsSubject = CurrentValueSubject<[Download], Never>(downloads)
    var downloadsPublisher: AnyPublisher<[Download], Never> { downloadsSubject.eraseToAnyPublisher() }
}

/// Has a `progress` publisher too: the one the download's chain reads is not this one's.
@Observable
final class PlayerButton {
    var progress = 0.0
}
