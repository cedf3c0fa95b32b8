import Combine
import Foundation

final class PlayerViewModel: ObservableObject {
    @Published private(set) var tracks: [String] = []
    @Published private(set) var elapsed: TimeInterval = 0
    @Published private(set) var label = ""

    private let playlist = CurrentValueSubject<[String], Never>([])
    private let clock = PassthroughSubject<TimeInterval, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        playlist.sink { [weak self] in self?.tracks = $0 }.store(in: &cancellables)
        clock.sink { [weak self] _ in self?.refreshLabel() }.store(in: &cancellables)
        clock.sink { [weak self] time in self?.history.append(time) }.store(in: &cancellables)
        // The value of 'self' is read twice: a guard keeps both reads.
        clock.sink { [weak self] in guard let self else { return }; self.elapsed = self.rounded($0) }.store(in: &cancellables)
    }

    private var history: [TimeInterval] = []

    private func refreshLabel() {
        label = "\(tracks.count) tracks"
    }

    private func rounded(_ time: TimeInterval) -> TimeInterval {
        time.rounded()
    }
}
