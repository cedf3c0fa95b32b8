import Combine

final class ClockModel: ObservableObject {
    var ticks = 0

    func tick() {
        objectWillChange.send()
        ticks += 1
    }
}
