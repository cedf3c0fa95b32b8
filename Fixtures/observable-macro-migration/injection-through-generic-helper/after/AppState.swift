import Combine
import Observation

@Observable
final class AppState {
    var installed: [String] = []
}
