import Combine

enum Mode {
    case off, recording
}

final class ModeStore: ObservableObject {
    @Published var mode: Mode = .off
}
