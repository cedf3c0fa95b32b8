import SwiftUI

struct DownloadsButton: View {
    @State private var showsDownloads = false

    var body: some View {
        Button("Downloads") {
            showsDownloads = true
        }
        .sheet(isPresented: $showsDownloads) {
            DownloadsView(folder: "Downloads")
        }
    }
}
