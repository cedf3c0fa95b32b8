import Combine
import Foundation
import SwiftUI

@MainActor final class FeedModel: ObservableObject {
    @Published var posts: [String] = []
    @AppStorage("feed.sort") var sortOrder = "newest"
    private var cancellables = Set<AnyCancellable>()
    private var refreshTask: Task<Void, Never>?
    private lazy var formatter: DateFormatter = DateFormatter()
    var lastRefresh: Date?

    func refresh() {
        refreshTask?.cancel()
        refreshTask = Task { posts = ["Refreshed at \(formatter.string(from: Date()))"] }
        lastRefresh = Date()
    }
}
