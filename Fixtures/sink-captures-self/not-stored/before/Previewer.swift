import Combine
import Foundation

final class Previewer {
    private(set) var lastFrame = 0
    private var cancellables = Set<AnyCancellable>()

    /// The caller owns the subscription.
    func frames(_ source: PassthroughSubject<Int, Never>) -> AnyCancellable {
        source.sink { frame in
            self.lastFrame = frame
        }
    }

    func preview(_ source: PassthroughSubject<Int, Never>) {
        let local = source.sink { frame in self.lastFrame = frame }
        local.cancel()
        _ = source.sink { frame in self.lastFrame = frame }
    }

    func share(_ source: PassthroughSubject<Int, Never>, with other: Recorder) {
        source.sink { frame in self.lastFrame = frame }.store(in: &other.cancellables)
    }
}

final class Recorder {
    var cancellables = Set<AnyCancellable>()
}

struct FrameCounter {
    var count = 0

    func watch(_ source: PassthroughSubject<Int, Never>) -> AnyCancellable {
        source.sink { frame in print(self.count + frame) }
    }
}

/// In a static member 'self' is the type, which cannot be captured weakly.
final class FrameLog {
    static var total = 0
    static var cancellables = Set<AnyCancellable>()

    static func start(_ source: PassthroughSubject<Int, Never>) {
        source.sink { frame in self.total += frame }.store(in: &cancellables)
    }
}
