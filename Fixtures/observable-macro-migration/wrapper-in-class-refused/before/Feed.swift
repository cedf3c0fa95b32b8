import Combine

final class Feed: ObservableObject {
    @Published var items: [String] = []
}
