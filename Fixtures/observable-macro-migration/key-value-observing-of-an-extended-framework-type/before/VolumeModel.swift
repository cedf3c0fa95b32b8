import Combine
import CoreData
import Foundation

/// An 'NSObject' that observes the user's defaults, never itself.
final class VolumeModel: NSObject, ObservableObject {
    @Published var volume = 0.0
    private var observation: NSKeyValueObservation?

    func start() {
        observation = UserDefaults.standard.observe(\.volume, options: [.initial]) { defaults, _ in
            self.volume = defaults.volume
        }
    }
}
