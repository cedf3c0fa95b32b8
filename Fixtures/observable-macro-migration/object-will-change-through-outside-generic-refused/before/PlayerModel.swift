import Combine

final class PlayerModel: ObservableObject {
    @Published var rate = 1.0
}
