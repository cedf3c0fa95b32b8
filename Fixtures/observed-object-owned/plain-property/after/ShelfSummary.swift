/// Reads a view's model from outside the view.
func summary(of view: ShelfView) -> String {
    "\(view.shelf.books.count) books"
}
