import Combine

enum Speed {
    case normal, fast

    static func preferred() -> Speed { .normal }
}

final class PlayerModel: ObservableObject {
    @Published var speed = Speed.preferred()
    @Published var volume: Double = 0.5 {
        willSet { print("volume will be \(newValue)") }
    }
    @Published var title: String = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        $speed.sink { print($0) }.store(in: &cancellables)
        $volume.sink { print($0) }.store(in: &cancellables)
    }
}
