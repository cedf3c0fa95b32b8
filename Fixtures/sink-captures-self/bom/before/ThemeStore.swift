import Combine
import Foundation

final class ThemeStore: ObservableObject {
    @Published var isDark = false
    @Published private(set) var accent = "blue"

    private var cancellables = Set<AnyCancellable>()

    init() {
        $isDark.sink { dark in self.accent = dark ? "orange" : "blue" }.store(in: &cancellables)
    }
}
