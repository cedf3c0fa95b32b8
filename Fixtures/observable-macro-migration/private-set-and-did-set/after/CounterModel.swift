import Combine
import Foundation
import Observation

@Observable
final class CounterModel: Identifiable {
    let id = UUID()

    /// How many taps so far.
    private(set) var count = 0 // never negative

    var step = 1 {
        didSet { if step < 1 { step = 1 } }
    }

    public internal(set) var history: [Int] = []

    func increment() {
        count += step
        history.append(count)
    }
}
