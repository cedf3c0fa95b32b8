import Combine
import Foundation

final class ClockModel: ObservableObject {
    var ticks = 0

    /// Announces a change to the defaults too, which '@Observable' cannot see.
    func tick() {
        ticks += 1
        UserDefaults.standard.set(ticks, forKey: "ticks")
        objectWillChange.send()
    }
}
