import Combine
import Foundation

final class ProfileViewModel: ObservableObject {
    @Published var name = ""
    @Published private(set) var greeting = ""

    private var cancellables = Set<AnyCancellable>()

    init() {
        $name
            .map { "Hello, \($0)!" }
            .assign(to: \.greeting, on: self)
            .store(in: &cancellables)
    }
}
