import SwiftUI

/// Another 'Storage', seen only here.
fileprivate final class Storage: ObservableObject {
    @Published var isPlaying = false
}

struct VideoViewer: View {
    @StateObject private var storage = Storage()

    var body: some View {
        VideoContent()
            .environmentObject(storage)
    }
}

private struct VideoContent: View {
    @EnvironmentObject var storage: Storage

    var body: some View {
        Toggle("Play", isOn: $storage.isPlaying)
    }
}
