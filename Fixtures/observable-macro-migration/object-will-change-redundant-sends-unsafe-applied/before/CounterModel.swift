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
    @Published var isOn = false

    func reset() {
        objectWillChange.send()
        count = 0
        self.step = 1
        isOn.toggle()
    }
}
