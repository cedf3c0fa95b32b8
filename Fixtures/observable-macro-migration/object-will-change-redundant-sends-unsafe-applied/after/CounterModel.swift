import Combine
import Observation

@Observable
final class CounterModel {
    var count = 0
    var step = 1 {
        didSet { print("step \(step)") }
    }
    var label = "" {
        didSet { print("label \(label)") }
    }
    var isOn = false

    func reset() {
        count = 0
        self.step = 1
        isOn.toggle()
    }
}
