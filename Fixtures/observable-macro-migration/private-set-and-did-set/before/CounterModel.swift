import Combine
import Foundation

final class CounterModel: ObservableObject, Identifiable {
    let id = UUID()

    /// How many taps so far.
    @Published private(set) var count = 0 // never negative

    @Published
    var step = 1 {
        didSet { if step < 1 { step = 1 } }
    }

    @Published public internal(set) var history: [Int] = []

    func increment() {
        count += step
        history.append(count)
    }
}
