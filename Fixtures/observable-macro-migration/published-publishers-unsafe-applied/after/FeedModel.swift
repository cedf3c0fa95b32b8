import Combine
import Foundation
import Observation

enum SortOrder {
    case newest, oldest

    static let standard = SortOrder.newest
}

@Observable
final class FeedModel {
    var query = "" {
        willSet { querySubject.send(newValue) }
    }
    @ObservationIgnored private lazy var querySubject = CurrentValueSubject<String, Never>(query)
    var queryPublisher: AnyPublisher<String, Never> { querySubject.eraseToAnyPublisher() }
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
    var sortOrder = SortOrder.standard {
        willSet { sortOrderSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var sortOrderSubject = CurrentValueSubject<SortOrder, Never>(sortOrder)
    var sortOrderPublisher: AnyPublisher<SortOrder, Never> { sortOrderSubject.eraseToAnyPublisher() }
    var unread: Int! {
        willSet { unreadSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var unreadSubject = CurrentValueSubject<Int?, Never>(unread)
    var unreadPublisher: AnyPublisher<Int?, Never> { unreadSubject.eraseToAnyPublisher() }
    var countsByAuthor = [String: Int]() {
        willSet { countsByAuthorSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var countsByAuthorSubject =
        CurrentValueSubject<[String: Int], Never>(countsByAuthor)
    var countsByAuthorPublisher: AnyPublisher<[String: Int], Never> { countsByAuthorSubject.eraseToAnyPublisher() }
    var tags = ["swift", "ui"] {
        willSet { tagsSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var tagsSubject = CurrentValueSubject<[String], Never>(tags)
    var tagsPublisher: AnyPublisher<[String], Never> { tagsSubject.eraseToAnyPublisher() }
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    init() {
        querySubject
            .removeDuplicates()
            .sink { [weak self] text in self?.items = [text] }
            .store(in: &cancellables)
        self.isRefreshingSubject
            .sink { print("refreshing: \($0)") }
            .store(in: &cancellables)
        sortOrderSubject
            .sink { print("sorted: \($0)") }
            .store(in: &cancellables)
    }
}
