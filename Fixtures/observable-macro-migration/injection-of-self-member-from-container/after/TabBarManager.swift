import Combine
import Observation

@Observable
final class TabBarManager {
    var isHidden = false
}
