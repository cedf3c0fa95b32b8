import SwiftUI

/// Kept for the view's lifetime without being observed: it publishes nothing.
final class OfferCacheOwner: ObservableObject {
    let cache: [String: Int]

    init(cache: [String: Int]) {
        self.cache = cache
    }
}

struct PaywallView: View {
    @State private var cacheOwner = OfferCacheOwner(cache: [:])

    var body: some View {
        Text("\(cacheOwner.cache.count) offers")
    }
}
