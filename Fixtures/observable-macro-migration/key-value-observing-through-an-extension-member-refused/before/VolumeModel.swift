import Combine
import CoreData
import Foundation

final class VolumeModel: NSObject, ObservableObject {
    @Published var volume = 0.0
}

/// Observes the model itself, which an extension of the framework's type hands out.
final class VolumeLogger {
    private var observation: NSKeyValueObservation?

    func start() {
        observation = UserDefaults.sharedVolume.observe(\.volume) { model, _ in
            print(model.volume)
        }
    }
}
