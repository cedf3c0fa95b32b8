import Combine
import Observation

/// Not the element the operator maps: it moves.
@Observable
final class ChatModels {
    var selectedID: String?
}
