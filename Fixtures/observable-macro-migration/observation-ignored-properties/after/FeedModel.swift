import Combine
import Foundation
import SwiftUI

@MainActor @Observable final class FeedModel {
    var posts: [String] = []
    @ObservationIgnored @AppStorage("feed.sort") var sortOrder = "newest"
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()
    @ObservationIgnored private var refreshTask: Task<Void, Never>?
    @ObservationIgnored private lazy var formatter: DateFormatter = DateFormatter()
    var lastRefresh: Date?

    func refresh() {
        refreshTask?.cancel()
        refreshTask = Task { posts = ["Refreshed at \(formatter.string(from: Date()))"] }
        lastRefresh = Date()
    }
}
