import Combine
import Observation

@MainActor
@Observable
final class CounterModel { // counts taps
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()
    var taps = 0 {
        willSet { tapsSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var tapsSubject = CurrentValueSubject<Int, Never>(taps)
    private(set) var label = ""

    init(ticks: AnyPublisher<Int, Never>) {
        ticks.sink { [weak self] in self?.taps = $0 }.store(in: &cancellables)
        tapsSubject
            .map { "\($0) taps" }
            .sink { [weak self] in self?.label = $0 }
            .store(in: &cancellables)
    }
}
