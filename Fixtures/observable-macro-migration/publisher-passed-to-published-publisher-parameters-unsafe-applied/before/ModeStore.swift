import Combine

enum Mode {
    case off, recording, playing
}

final class ModeStore: ObservableObject {
    @Published var mode: Mode = .off
    @Published var recordings: [String] = []
}
