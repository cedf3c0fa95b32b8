import Combine
import Networking

public final class InboxModel: ObservableObject {
    @Published public private(set) var messages: [String] = []
    private let folder: String
    private let client: Client
    public static let sharedClient: Client = HTTPClient()

    public init(folder: String, client: Client = HTTPClient()) {
        self.folder = folder
        self.client = client
    }

    public func load() async {
        messages = await client.fetch(folder)
    }
}
