import Combine
import Foundation

/// Every screen's model keeps its subscriptions here, so subclasses need not.
class BaseViewModel {
    var subscriptions = Set<AnyCancellable>()
    var isBusy = false
}
