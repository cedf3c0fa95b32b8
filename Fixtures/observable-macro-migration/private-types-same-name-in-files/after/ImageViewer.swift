import SwiftUI

/// Only this file sees this 'Storage'.
@Observable
private class Storage {
    var imageName = ""
}

struct ImageViewer: View {
    @State private var storage = Storage()

    var body: some View {
        ImageContent()
            .environment(storage)
    }
}

private struct ImageContent: View {
    @Environment(Storage.self) private var storage

    var body: some View {
        Text(storage.imageName)
    }
}
