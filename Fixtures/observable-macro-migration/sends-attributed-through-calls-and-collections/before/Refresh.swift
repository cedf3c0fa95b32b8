import Combine

/// Sends for values whose types the declarations say: a static factory's result, a
/// dictionary's value, a method's result and a collection's elements.
enum Refresh {
    static func all() -> [ObservableObjectPublisher] {
        let library = Library.make()
        library.downloads["latest"]?.objectWillChange.send()
        library.track(at: 0).objectWillChange.send()
        library.tracks.forEach { $0.objectWillChange.send() }
        return library.tracks.map { track in track.objectWillChange }
    }

    /// The left side of '??' and the values of a '@Published' property's publisher.
    static func watch(_ library: Library) -> AnyCancellable {
        let track = library.selected ?? library.track(at: 0)
        track.objectWillChange.send()
        return library.$selected.sink { selected in selected?.objectWillChange.send() }
    }

    /// Loop variables over a parameter and over a property built as `[Playlist]()`.
    static func reload(_ playlists: [Playlist], on shelf: Shelf) {
        for playlist in playlists {
            playlist.objectWillChange.send()
        }
        for playlist in shelf.playlists {
            playlist.objectWillChange.send()
        }
    }
}
