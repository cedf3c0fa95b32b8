import Observation

@Observable
final class LibraryModel {
    var books: [String] = []
}

@Observable
final class ReaderSettings {
    var fontSize: Double

    init(fontSize: Double) {
        self.fontSize = fontSize
    }
}

