import Combine

/// Lets a sheet close itself; whoever presents it sets `dismiss`.
final class SheetCloser: ObservableObject {
    var dismiss: (() -> Void)?
}

protocol Dismissing {
    var closer: SheetCloser { get }
}

/// Presents a sheet and hands it the way to close: it reads the sheet's property from outside.
func present(_ sheet: some Dismissing, close: @escaping () -> Void) {
    sheet.closer.dismiss = close
}
