import SwiftUI

/// Another 'Storage', seen only here.
@Observable
fileprivate final class Storage {
    var isPlaying = false
}

struct VideoViewer: View {
    @State private var storage = Storage()

    var body: some View {
        VideoContent()
            .environment(storage)
    }
}

private struct VideoContent: View {
    @Environment(Storage.self) private var storage

    var body: some View {
        @Bindable var storage = storage
        Toggle("Play", isOn: $storage.isPlaying)
    }
}
