import Combine

final class Player: ObservableObject {
    @Published var position = 0.0
}
