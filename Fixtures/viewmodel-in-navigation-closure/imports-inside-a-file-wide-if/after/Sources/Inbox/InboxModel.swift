import Combine
import Networking

public final class InboxModel: ObservableObject {
    @Published public private(set) var messages: [String] = []
    private let folder: String
    private let client: Client

    public init(folder: String, client: Client = HTTPClient()) {
        self.folder = folder
        self.client = client
    }

    func load() async {
        messages = await client.fetch(folder)
    }
}
