import Observation
import SwiftUI

final class TabSelection: ObservableObject {
    @Published var selected = 0
}

final class DraftStore: ObservableObject {
    @Published var drafts: [String] = []
}

@Observable
final class Library {
    var books: [String] = []
}

/// Not a view model: a view may keep a plain helper object.
final class Haptics {
    func tap() {}
}
