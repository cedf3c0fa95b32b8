import Combine
import Observation

@Observable
class TimelineModel {
    var layoutWidth: Double = 0 {
        willSet { layoutWidthSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var layoutWidthSubject = CurrentValueSubject<Double, Never>(layoutWidth)
    var layoutWidthPublisher: AnyPublisher<Double, Never> { layoutWidthSubject.eraseToAnyPublisher() }
}
