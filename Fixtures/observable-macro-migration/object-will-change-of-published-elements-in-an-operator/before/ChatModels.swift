import Combine

/// Not the element the operator maps: it moves.
final class ChatModels: ObservableObject {
    @Published var selectedID: String?
}
