import Combine
import Foundation

final class BatteryMonitor: ObservableObject {
    @Published private(set) var level = 1.0
    @Published private(set) var isLow = false

    private let readings = PassthroughSubject<Double, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        readings
            .sink { [weak self] reading in
                guard let self else { return }
                self.level = reading
                self.isLow = reading < 0.2
            }
            .store(in: &cancellables)
    }
}
