import Combine
import Foundation
import Observation

/// An 'NSObject', which key-value observing could watch, but without a 'hasChanges'.
@Observable
final class UpdatesModel: NSObject {
    var isChecking = false
}

// A protocol from outside the sources adds no property a key path could observe.
extension UpdatesModel: NSCopying {
    func copy(with zone: NSZone? = nil) -> Any { self }
}
