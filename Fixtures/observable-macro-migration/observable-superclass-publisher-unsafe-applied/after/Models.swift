import Combine
import Observation

@Observable
class PagedModel {
    var page = 0 {
        willSet { pageSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var pageSubject = CurrentValueSubject<Int, Never>(page)
    var pagePublisher: AnyPublisher<Int, Never> { pageSubject.eraseToAnyPublisher() }
}

/// Watches its superclass's publisher, which it reaches as its own.
@Observable
final class ArticlesModel: PagedModel {
    var articles: [String] = []
    @ObservationIgnored private var pageChanges: AnyCancellable?

    override init() {
        super.init()
        pageChanges = pagePublisher.sink { [weak self] _ in
            self?.articles = []
        }
    }
}
