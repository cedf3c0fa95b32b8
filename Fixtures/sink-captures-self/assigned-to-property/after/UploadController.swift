import Combine
import Foundation

final class UploadController {
    private(set) var progress: [UUID: Double] = [:]
    private(set) var ticks = 0
    private(set) var lastStatus = ""

    private var statusCancellable: AnyCancellable?
    private var timer: AnyCancellable?
    private var uploads: [UUID: AnyCancellable] = [:]
    private var observers: [AnyCancellable] = []
    private var cancellables = Set<AnyCancellable>()

    func observe(status: PassthroughSubject<String, Never>) {
        statusCancellable = status.sink { [weak self] status in
            guard let self else { return }
            self.lastStatus = status
            print(status)
        }
    }

    func startTimer() {
        self.timer = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.ticks += 1 }
    }

    func track(_ id: UUID, progress publisher: AnyPublisher<Double, Never>) {
        uploads[id] = publisher.sink { [weak self] value in
            self?.progress[id] = value
        }
    }

    func log(_ events: PassthroughSubject<String, Never>) {
        observers.append(events.sink { [weak self] event in guard let self else { return }; print(self.lastStatus, event) })
        cancellables.insert(
            events.sink { [weak self] event in
                self?.lastStatus = event
            })
        let subscription = events.sink { [weak self] _ in self?.ticks = 0 }
        subscription.store(in: &cancellables)
    }
}
