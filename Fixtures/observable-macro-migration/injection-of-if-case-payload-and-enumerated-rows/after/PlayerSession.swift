import Combine
import Observation

@Observable
final class PlayerSession {
    var isPlaying = false
}
