import Combine
import Foundation

final class ProfileViewModel: ObservableObject {
    @Published var name = ""
    @Published private(set) var greeting = ""

    private var cancellables = Set<AnyCancellable>()

    init() {
        $name
            .map { "Hello, \($0)!" }
            .sink { [weak self] in self?.greeting = $0 }
            .store(in: &cancellables)
    }
}
