import Combine

final class AppState: ObservableObject {
    @Published var installed: [String] = []
}
