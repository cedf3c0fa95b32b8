import Combine

final class Download: ObservableObject {
    @Published var progress = 0.0
}

final class Track: ObservableObject {
    @Published var title = ""
}

final class Library: ObservableObject {
    @Published var downloads: [String: Download] = [:]
    @Published var tracks: [Track] = []
    @Published var selected: Track?

    func track(at index: Int) -> Track {
        tracks[index]
    }

    static func make() -> Library {
        Library()
    }
}

/// Never named where the values below are sent for: each send is some other class's.
final class Profile: ObservableObject {
    @Published var name = ""
}

final class Playlist: ObservableObject {
    @Published var name = ""
}

/// Holds playlists without writing the property's type.
struct Shelf {
    var playlists = [Playlist]()
}
