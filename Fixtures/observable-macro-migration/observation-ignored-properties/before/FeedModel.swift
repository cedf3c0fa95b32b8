import Combine
import Foundation
import SwiftUI

/// A wrapper of the app's own, which tells no one of its changes.
@propertyWrapper struct Trimmed {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = newValue.trimmingCharacters(in: .whitespaces) }
    }

    init(wrappedValue: String) {
        self.wrappedValue = wrappedValue
    }
}

@MainActor final class FeedModel: ObservableObject {
    @Published var posts: [String] = []
    @Trimmed var sortOrder = "newest"
    private var cancellables = Set<AnyCancellable>()
    private var refreshTask: Task<Void, Never>?
    private lazy var formatter: DateFormatter = DateFormatter()
    var lastRefresh: Date?

    /// A view the host shows beside the feed; computed, so nothing to keep unobserved.
    @ViewBuilder var badge: some View {
        Text("\(posts.count)")
    }

    func refresh() {
        refreshTask?.cancel()
        refreshTask = Task { posts = ["Refreshed at \(formatter.string(from: Date()))"] }
        lastRefresh = Date()
    }
}
