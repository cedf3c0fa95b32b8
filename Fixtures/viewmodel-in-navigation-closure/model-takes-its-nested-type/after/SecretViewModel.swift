import Combine

final class SecretViewModel: ObservableObject {
    enum Mode {
        case activate, deactivate
    }

    @Published var title = ""
    let mode: Mode

    init(mode: Mode, previous: [Mode]?) {
        self.mode = mode
        title = previous == nil ? "New" : "Again"
    }
}
