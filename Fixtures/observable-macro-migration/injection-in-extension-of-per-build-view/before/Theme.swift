import Combine

final class Theme: ObservableObject {
    @Published var tint = "blue"
}
