import Combine
import Observation

@Observable
final class SubscriptionManager {
    var isSubscribed = false
}

enum Either<First, Second> {
    case first(First)
    case second(Second)
}
