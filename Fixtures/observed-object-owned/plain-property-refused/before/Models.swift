import SwiftUI

final class PlayerModel: ObservableObject {
    @Published var isPlaying = false
}

final class QueueModel: ObservableObject {
    @Published var items: [String] = []

    func prepare(for title: String) {
        items = [title]
    }
}
