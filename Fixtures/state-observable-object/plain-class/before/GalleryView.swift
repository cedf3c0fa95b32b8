import SwiftUI

final class ImageCache {
    private var images: [String: Data] = [:]

    func image(named name: String) -> Data? {
        images[name]
    }
}

struct GalleryView: View {
    @State private var cache = ImageCache()

    var body: some View {
        Text(cache.image(named: "cover") == nil ? "Loading" : "Ready")
    }
}
