import SwiftUI

struct CacheView: View {
    @ObservedObject var cache: CacheModel

    var body: some View {
        Text("\(cache.entries.count) entries")
    }
}
