final class BookmarkStore {
    var bookmarkedIDs: Set<Int> = []
}
