import Combine
import Foundation

public struct FeedItem: Identifiable {
    public let id: Int
    public var title: String
}

public struct FeedClient {
    public init() {}

    public func items() async throws -> [FeedItem] {
        []
    }
}

/// Shared by the app and its widget extension, which reads the published state directly.
@MainActor
public final class FeedStore: ObservableObject {
    @Published public private(set) var isLoading = false
    @Published public private(set) var error: Error?
    @Published public private(set) var items: [FeedItem] = []

    private let client: FeedClient

    public init(client: FeedClient = FeedClient()) {
        self.client = client
    }

    public func reload() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            items = try await client.items()
        } catch {
            self.error = error
        }
    }
}
