import Combine
import Observation

// Kept in memory only.
@MainActor
@Observable
final class TimerModel {
    var seconds = 0
}
