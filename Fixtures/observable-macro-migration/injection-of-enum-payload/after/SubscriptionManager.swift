import Combine
import Observation

@Observable
final class SubscriptionManager {
    var isSubscribed = false
}
