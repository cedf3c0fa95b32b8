import SwiftUI

final class DownloadQueue: ObservableObject {
    @Published var pending: [String] = []
}

struct DownloadList: View {
    @ObservedObject var queue: DownloadQueue

    var body: some View {
        Text("\(queue.pending.count) pending")
    }
}
