import Combine

final class PlayerSession: ObservableObject {
    @Published var isPlaying = false
}
