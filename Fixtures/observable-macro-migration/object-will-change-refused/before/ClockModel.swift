import Combine
import Foundation

final class ClockModel: ObservableObject {
    var ticks = 0
    var alarms: [Alarm] = []
    var snoozed = Alarm()

    /// Announces a change to the defaults too, which '@Observable' cannot see.
    func tick() {
        ticks += 1
        UserDefaults.standard.set(ticks, forKey: "ticks")
        objectWillChange.send()
    }

    /// Two sends in one setter: not the one-send shape 'withMutation(keyPath:)' replaces.
    var alarm: Int {
        get { UserDefaults.standard.integer(forKey: "alarm") }
        set {
            objectWillChange.send()
            UserDefaults.standard.set(newValue, forKey: "alarm")
            objectWillChange.send()
        }
    }

    /// Changes objects the properties point to, which does not set the properties.
    func snooze() {
        alarms[0].minutes += 5
        snoozed.minutes = 5
        objectWillChange.send()
    }
}

final class Alarm {
    var minutes = 0
}
