import SwiftUI

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var articles: [Article] = []
    let bookmarks = BookmarkStore()
}
