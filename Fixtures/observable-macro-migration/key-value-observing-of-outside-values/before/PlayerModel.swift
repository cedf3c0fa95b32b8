import Combine
import Foundation

/// An 'NSObject', which key-value observing could watch.
final class PlayerModel: NSObject, ObservableObject {
    @Published var rate = 1.0
}
