import Combine
import Observation

enum Mode {
    case off, recording, playing
}

@Observable
final class ModeStore {
    var mode: Mode = .off {
        willSet { modeSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var modeSubject = CurrentValueSubject<Mode, Never>(mode)
    var modePublisher: AnyPublisher<Mode, Never> { modeSubject.eraseToAnyPublisher() }
    var recordings: [String] = [] {
        willSet { recordingsSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var recordingsSubject = CurrentValueSubject<[String], Never>(recordings)
    var recordingsPublisher: AnyPublisher<[String], Never> { recordingsSubject.eraseToAnyPublisher() }
}
