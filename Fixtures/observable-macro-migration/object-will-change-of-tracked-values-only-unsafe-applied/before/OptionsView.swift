import SwiftUI

struct OptionsView: View {
    @StateObject private var store = OptionsStore()
    @StateObject private var drafts = DraftStore()

    var body: some View {
        VStack {
            Text(store.options.name)
            Text(store.isConnected ? "online" : "offline")
            Text(drafts.summary)
        }
        .onAppear { store.reload() }
    }
}

struct QueueView: View {
    @ObservedObject var store: QueueStore

    var body: some View {
        Text(store.queue.first?.title ?? "")
    }
}
