import Combine

final class Upload: ObservableObject {
    @Published var progress = 0.0
}

final class ChatModel: ObservableObject {
    @Published var progress = 0.0
}
