import Combine
import Foundation

/// An 'NSObject', which key-value observing could watch, but without a 'hasChanges'.
final class UpdatesModel: NSObject, ObservableObject {
    @Published var isChecking = false
}

// A protocol from outside the sources adds no property a key path could observe.
extension UpdatesModel: NSCopying {
    func copy(with zone: NSZone? = nil) -> Any { self }
}
