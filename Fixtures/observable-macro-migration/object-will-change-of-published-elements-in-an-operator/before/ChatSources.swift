import Combine
import Foundation

final class ChatSource: ObservableObject, Identifiable {
    let id = UUID()
    @Published var name = ""
}

/// Saves whenever a source changes: the operator's closure gets the whole array, and '$0' is one
/// 'ChatSource', which stays an 'ObservableObject' for it.
final class ChatSources: ObservableObject {
    @Published private(set) var sources: [ChatSource] = [] {
        didSet { persist() }
    }
    private var subscriptions = Set<AnyCancellable>()

    init() {
        $sources
            .flatMap { sources in
                Publishers.MergeMany(sources.map { $0.objectWillChange })
            }
            .sink { [weak self] _ in
                self?.persist()
            }
            .store(in: &subscriptions)
    }

    func add(_ source: ChatSource) {
        sources.append(source)
    }

    func persist() {}
}
