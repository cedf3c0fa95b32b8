import Combine
import Observation

final class Upload: ObservableObject {
    @Published var progress = 0.0
}

@Observable
final class ChatModel {
    var progress = 0.0
}
