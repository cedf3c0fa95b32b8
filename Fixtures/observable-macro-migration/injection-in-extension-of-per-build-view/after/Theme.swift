import Combine
import Observation

@Observable
final class Theme {
    var tint = "blue"
}
