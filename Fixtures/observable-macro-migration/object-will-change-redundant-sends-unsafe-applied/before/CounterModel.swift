import Combine

final class CounterModel: ObservableObject {
    var count = 0 {
        willSet { objectWillChange.send() }
    }
    var step = 1 {
        willSet {
            objectWillChange.send()
        }
        didSet { print("step \(step)") }
    }
    var label = "" {
        didSet { print("label \(label)") }
        willSet { objectWillChange.send() }
    }
    @Published var isOn = false

    func reset() {
        objectWillChange.send()
        count = 0
        self.step = 1
        isOn.toggle()
    }
}
