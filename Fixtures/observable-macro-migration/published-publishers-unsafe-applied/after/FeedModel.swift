import Combine
import Foundation
import Observation

@Observable
final class FeedModel {
    var query = "" {
        willSet { querySubject.send(newValue) }
    }
    @ObservationIgnored private lazy var querySubject = CurrentValueSubject<String, Never>(query)
    private(set) var items: [String] = [] {
        willSet { itemsSubject.send(newValue) }
        didSet { print("items: \(items.count)") }
    }
    @ObservationIgnored private lazy var itemsSubject = CurrentValueSubject<[String], Never>(items)
    var itemsPublisher: AnyPublisher<[String], Never> { itemsSubject.eraseToAnyPublisher() }
    var isRefreshing: Bool = false { // shown as a spinner
        willSet { isRefreshingSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var isRefreshingSubject = CurrentValueSubject<Bool, Never>(isRefreshing)
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    init() {
        querySubject
            .removeDuplicates()
            .sink { [weak self] text in self?.items = [text] }
            .store(in: &cancellables)
        self.isRefreshingSubject
            .sink { print("refreshing: \($0)") }
            .store(in: &cancellables)
    }
}
