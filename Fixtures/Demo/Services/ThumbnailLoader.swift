import Combine
import Foundation

/// Loads the thumbnail bytes for a single article row.
@MainActor
final class ThumbnailLoader: ObservableObject {
    @Published private(set) var imageData: Data?
    @Published private(set) var didFail = false

    private let client: HTTPClient
    private var loadedURL: URL?

    init(client: HTTPClient = URLSessionHTTPClient()) {
        self.client = client
    }

    func load(_ url: URL?) async {
        guard let url, url != loadedURL else { return }
        loadedURL = url
        do {
            imageData = try await client.data(from: url)
            didFail = false
        } catch {
            didFail = true
        }
    }
}
