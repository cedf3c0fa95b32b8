import Combine

final class SubscriptionManager: ObservableObject {
    @Published var isSubscribed = false
}

enum Either<First, Second> {
    case first(First)
    case second(Second)
}
