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
    var history: [Int] = []
    var totals = [String: Int]()
    var draft = Draft()

    func reset() {
        objectWillChange.send()
        count = 0
        self.step = 1
        isOn.toggle()
    }

    // Each changes a property holding a value in place, which sets the whole property.
    func record() {
        history.append(count)
        objectWillChange.send()
    }

    func rename(_ key: String, to total: Int) {
        objectWillChange.send()
        totals[key] = total
        self.draft.title = key
    }

    // A log beside the change reads what changed and changes nothing itself.
    func restart(from value: Int) {
        count = value
        objectWillChange.send()
        print("restarted at \(count) by \(String(describing: step))")
    }

    func undo() -> Int? {
        objectWillChange.send()
        let last = history.popLast()
        return last
    }

    subscript(position: Int) -> Int {
        get { history[position] }
        set {
            objectWillChange.send()
            history[position] = newValue
        }
    }
}

struct Draft {
    var title = ""
}
