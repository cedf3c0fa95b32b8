import Combine
import Foundation

final class Player: ObservableObject {
    @Published var position = 0.0

    func rememberPosition() {
        objectWillChange.send()
        UserDefaults.standard.set(position, forKey: "position")
    }
}

func makePlayer() -> Player {
    Player()
}
