import Combine
import Factory

final class ContentStore: ObservableObject {
    @Published var state = "loading"
}

final class Services: SharedContainer {
    static let shared = Services()
    let manager = ContainerManager()
}

extension Container {
    var contentStore: Factory<ContentStore> {
        self { ContentStore() }
    }
}

extension Services {
    var contentStore: Factory<ContentStore> {
        self { ContentStore() }
    }
}
