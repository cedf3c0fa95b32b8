import Combine
import Foundation

struct Appearance {
    var theme = "light"
}

final class SettingsModel: ObservableObject {
    @Published var appearance = Appearance()
    @Published var tags = ["", ""]
    private var cancellables = Set<AnyCancellable>()

    init(themes: AnyPublisher<String, Never>, firstTags: AnyPublisher<String, Never>) {
        themes
            .assign(to: \Self.appearance.theme, on: self)
            .store(in: &cancellables)
        // A subscript in the key path is not a property chain to assign.
        firstTags
            .assign(to: \.tags[0], on: self)
            .store(in: &cancellables)
    }
}
