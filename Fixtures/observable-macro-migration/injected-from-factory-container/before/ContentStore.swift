import Combine

final class ContentStore: ObservableObject {
    @Published var state = "loading"
}

extension ServiceContainer {
    var contentStore: Factory<ContentStore> {
        Factory { ContentStore() }
    }
}
