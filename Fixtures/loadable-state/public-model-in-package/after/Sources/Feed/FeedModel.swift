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
    @Published public private(set) var stories: Loadable<[Story]> = .notInitiated

    private let api = FeedAPI()

    public init() {}

    public func load() async {
        stories = .loading
        do {
            stories = .success(try await api.fetchStories())
        } catch {
            stories = .failure(error)
        }
    }
}
