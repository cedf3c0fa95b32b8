import SwiftUI

struct Movie {
    let id: Int
    let title: String
}

final class MovieDetailState: ObservableObject {
    @Published var overview = ""

    func loadMovie(id: Int) {
        overview = "Movie \(id)"
    }
}

final class ThemeSettings: ObservableObject {
    @Published var isCompact = false
    var accent = "blue"

    func restore() {
        isCompact = true
    }
}

final class OrderSummary: ObservableObject {
    @Published var total = 0
}

final class DocumentForm: ObservableObject {
    @Published var name = ""
    @Published var isEditing = false
}
