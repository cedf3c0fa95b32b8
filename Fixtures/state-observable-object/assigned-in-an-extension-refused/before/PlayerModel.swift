import Combine

final class PlayerModel: ObservableObject {
    @Published var title = ""
}
