import Combine

final class CacheModel: ObservableObject {
    @Published var isLoading = false
    lazy var entries: [String] = []
}
