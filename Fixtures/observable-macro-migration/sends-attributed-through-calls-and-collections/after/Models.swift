import Combine
import Observation

final class Download: ObservableObject {
    @Published var progress = 0.0
}

final class Track: ObservableObject {
    @Published var title = ""
}

@Observable
final class Library {
    var downloads: [String: Download] = [:]
    var tracks: [Track] = []
    var selected: Track? {
        willSet { selectedSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var selectedSubject = CurrentValueSubject<Track?, Never>(selected)
    var selectedPublisher: AnyPublisher<Track?, Never> { selectedSubject.eraseToAnyPublisher() }

    func track(at index: Int) -> Track {
        tracks[index]
    }

    static func make() -> Library {
        Library()
    }
}

/// Never named where the values below are sent for: each send is some other class's.
@Observable
final class Profile {
    var name = ""
}

final class Playlist: ObservableObject {
    @Published var name = ""
}

/// Holds playlists without writing the property's type.
struct Shelf {
    var playlists = [Playlist]()
}
