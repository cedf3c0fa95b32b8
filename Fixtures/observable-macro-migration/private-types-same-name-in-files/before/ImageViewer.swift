import SwiftUI

/// Only this file sees this 'Storage'.
private class Storage: ObservableObject {
    @Published var imageName = ""
}

struct ImageViewer: View {
    @StateObject private var storage = Storage()

    var body: some View {
        ImageContent()
            .environmentObject(storage)
    }
}

private struct ImageContent: View {
    @EnvironmentObject var storage: Storage

    var body: some View {
        Text(storage.imageName)
    }
}
