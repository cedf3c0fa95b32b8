import Combine

final class TabBarManager: ObservableObject {
    @Published var isHidden = false
}
