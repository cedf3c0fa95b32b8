import SwiftUI

@MainActor
final class GalleryViewModel: ObservableObject {
    @Published var articles: [Article] = []
}
