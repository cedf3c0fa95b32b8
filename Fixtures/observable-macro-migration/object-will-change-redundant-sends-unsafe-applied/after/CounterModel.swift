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
    var history: [Int] = []
    var totals = [String: Int]()
    var draft = Draft()

    func reset() {
        count = 0
        self.step = 1
        isOn.toggle()
    }

    // Each changes a property holding a value in place, which sets the whole property.
    func record() {
        history.append(count)
    }

    func rename(_ key: String, to total: Int) {
        totals[key] = total
        self.draft.title = key
    }

    // A log beside the change reads what changed and changes nothing itself.
    func restart(from value: Int) {
        count = value
        print("restarted at \(count) by \(String(describing: step))")
    }

    func undo() -> Int? {
        let last = history.popLast()
        return last
    }

    subscript(position: Int) -> Int {
        get { history[position] }
        set {
            history[position] = newValue
        }
    }
}

struct Draft {
    var title = ""
}
