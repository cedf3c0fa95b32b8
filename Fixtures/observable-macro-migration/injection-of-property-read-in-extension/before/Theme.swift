import Combine

final class Theme: ObservableObject {
    @Published var accent = "blue"
}
