enum Strings {
    // Localized text grouped by the screen that shows it.
    struct LibraryView {
        static let title = "Library"
        static let empty = "No books yet"
    }

    struct AccountView {
        static let title = "Account"
    }
}
