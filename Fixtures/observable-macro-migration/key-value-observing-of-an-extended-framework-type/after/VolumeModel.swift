import Combine
import CoreData
import Foundation
import Observation

/// An 'NSObject' that observes the user's defaults, never itself.
@Observable
final class VolumeModel: NSObject {
    var volume = 0.0
    private var observation: NSKeyValueObservation?

    func start() {
        observation = UserDefaults.standard.observe(\.volume, options: [.initial]) { defaults, _ in
            self.volume = defaults.volume
        }
    }
}
