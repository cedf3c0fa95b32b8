import Combine
import Foundation
import Observation

/// An 'NSObject', which key-value observing could watch.
@Observable
final class PlayerModel: NSObject {
    var rate = 1.0
}
