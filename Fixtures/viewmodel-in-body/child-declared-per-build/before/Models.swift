import Combine

final class ReaderViewModel: ObservableObject {
    @Published var text = ""

    init(articleID: Int) {
        text = "Article \(articleID)"
    }
}

final class PlayerViewModel: ObservableObject {
    @Published var isPlaying = false
}
