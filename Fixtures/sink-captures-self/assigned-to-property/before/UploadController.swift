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
        statusCancellable = status.sink { status in
            self.lastStatus = status
            print(status)
        }
    }

    func startTimer() {
        self.timer = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { _ in self.ticks += 1 }
    }

    func track(_ id: UUID, progress publisher: AnyPublisher<Double, Never>) {
        uploads[id] = publisher.sink { value in
            self.progress[id] = value
        }
    }

    func log(_ events: PassthroughSubject<String, Never>) {
        observers.append(events.sink { event in print(self.lastStatus, event) })
        cancellables.insert(
            events.sink { event in
                self.lastStatus = event
            })
        let subscription = events.sink { _ in self.ticks = 0 }
        subscription.store(in: &cancellables)
    }
}
