import Combine
import Foundation
import Observation

@Observable
final class SearchModel {
    var query = "" {
        willSet { querySubject.send(newValue) }
    }
    @ObservationIgnored private lazy var querySubject = CurrentValueSubject<String, Never>(query)
    private(set) var results: [String] = [] {
        willSet { resultsSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var resultsSubject = CurrentValueSubject<[String], Never>(results)
    var resultsPublisher: AnyPublisher<[String], Never> { resultsSubject.eraseToAnyPublisher() }
    var count = 0
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    init() {
        querySubject
            .removeDuplicates()
            .sink { [weak self] text in self?.results = [text] }
            .store(in: &cancellables)
        resultsSubject.map(\.count).sink { [weak self] in self?.count = $0 }.store(in: &cancellables)
    }
}
