import Combine

public struct Story: Identifiable {
    public let id: Int
    public var title: String
}

struct FeedAPI {
    func fetchStories() async throws -> [Story] {
        []
    }
}

@MainActor
public final class FeedModel: ObservableObject {
    @Published public private(set) var isLoading = false
    @Published public private(set) var error: Error?
    @Published public private(set) var stories: [Story] = []

    private let api = FeedAPI()

    public init() {}

    public func load() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            stories = try await api.fetchStories()
        } catch {
            self.error = error
        }
    }
}
