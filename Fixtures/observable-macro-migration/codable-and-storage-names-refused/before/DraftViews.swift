import SwiftUI

struct DraftView: View {
    @StateObject private var store = DraftStore()
    @StateObject private var cache = CacheModel()

    var body: some View {
        Text("\(store.title) \(cache.entries.count)")
    }
}
