import Combine
import Observation

@Observable
final class Player {
    var position = 0.0
}
